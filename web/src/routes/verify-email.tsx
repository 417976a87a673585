import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import * as v from "valibot";
import { Alert, Loading } from "../components/feedback";
import { useReturnPhrase } from "../features/auth/return-note";
import { onceByKey } from "../features/auth/run-once";
import { signInWithToken } from "../features/auth/session-actions";
import { ApiRequestError, api, unwrap } from "../lib/api";
import { safeRedirect } from "../lib/return-path";
import { homePathFor } from "../lib/session";
import { usePageTitle } from "../lib/use-page-title";

const TEXT = {
  failed: "Nie udało się zweryfikować konta. Link mógł wygasnąć.",
  missingToken: "Brak wymaganego tokena w adresie URL.",
  loginFailed: "Logowanie po weryfikacji nie powiodło się. Spróbuj zalogować się ręcznie.",
};

/** Where a signed-in user goes when nothing else was started: the text then says "do panelu". */
const PANELS = ["/dashboard", "/admin"];

type Outcome =
  | { state: "success"; message: string; redirect: string; signedIn: boolean }
  | { state: "error"; message: string };

const verifyOnce = onceByKey<Outcome>();

async function verify(search: {
  token?: string | undefined;
  reminder_token?: string | undefined;
}): Promise<Outcome> {
  try {
    const result = search.token
      ? await unwrap(api.auth["verify-email"].$get({ query: { token: search.token } }), TEXT.failed)
      : await unwrap(
          api.auth["login-with-reminder-token"].$post({ json: { token: search.reminder_token ?? "" } }),
          TEXT.failed,
        );
    if (!result.token)
      return { state: "success", message: result.message, redirect: "/login", signedIn: false };
    const user = await signInWithToken(result.token);
    if (!user) return { state: "error", message: TEXT.loginFailed };
    // The server's redirect is the page the visitor started from before registering (issue 35), if any.
    return {
      state: "success",
      message: result.message,
      redirect: safeRedirect(result.redirect, homePathFor(user)),
      signedIn: true,
    };
  } catch (caught) {
    return { state: "error", message: caught instanceof ApiRequestError ? caught.message : TEXT.failed };
  }
}

export const Route = createFileRoute("/verify-email")({
  validateSearch: v.object({ token: v.optional(v.string()), reminder_token: v.optional(v.string()) }),
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  usePageTitle("Weryfikacja konta");
  const search = Route.useSearch();
  const navigate = useNavigate();
  const key = search.token ?? search.reminder_token;
  const [outcome, setOutcome] = useState<Outcome | null>(
    key ? null : { state: "error", message: TEXT.missingToken },
  );
  const signedInTo = outcome?.state === "success" && outcome.signedIn ? outcome.redirect : undefined;
  const toPanel = signedInTo !== undefined && PANELS.includes(signedInTo);
  const startedPhrase = useReturnPhrase(toPanel ? undefined : signedInTo);
  // Said once known: "do panelu" while the truck's name loads would announce the wrong place.
  const goingTo = !signedInTo ? "do logowania" : toPanel ? "do panelu" : startedPhrase;

  useEffect(() => {
    if (!key) return;
    let active = true;
    void verifyOnce(key, () => verify(search)).then((result) => {
      if (active) setOutcome(result);
    });
    return () => {
      active = false;
    };
  }, [key, search]);

  useEffect(() => {
    if (outcome?.state !== "success") return;
    // Signed in: go on after 1.5 s; no session: back to the login page after 3 s (SPEC.md §4).
    const timer = setTimeout(() => void navigate({ href: outcome.redirect }), outcome.signedIn ? 1500 : 3000);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  return (
    <div className="card narrow center stack">
      <h1 className="page-title">Weryfikacja konta</h1>
      {!outcome && <Loading text="Weryfikujemy Twoje konto..." />}
      {outcome?.state === "success" && (
        <>
          <Alert kind="success">{outcome.message}</Alert>
          {goingTo && <p className="muted">Za chwilę przeniesiemy Cię {goingTo}.</p>}
        </>
      )}
      {outcome?.state === "error" && <Alert kind="error">{outcome.message}</Alert>}
      <Link to="/login">Przejdź do logowania</Link>
    </div>
  );
}
