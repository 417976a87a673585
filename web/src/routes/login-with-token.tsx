import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import * as v from "valibot";
import { Alert, Loading } from "../components/feedback";
import { onceByKey } from "../features/auth/run-once";
import { signInWithToken } from "../features/auth/session-actions";
import { ApiRequestError, api, unwrap } from "../lib/api";
import { safeRedirect, validReturnPath } from "../lib/return-path";
import { usePageTitle } from "../lib/use-page-title";

const TEXT = {
  failed: "Nie udało się zalogować. Link mógł wygasnąć.",
  missingToken: "Błąd: Brak tokena w adresie URL.",
  unknown: "Wystąpił nieznany błąd.",
  retry: "Nie udało się zalogować. Spróbuj ponownie.",
};

/** Signed in: `redirect` is the page the link was asked for from (issue 35), or the user's panel. */
type Outcome = { ok: true; redirect: string } | { ok: false; message: string };
const loginOnce = onceByKey<Outcome>();

async function loginWithLinkToken(token: string): Promise<Outcome> {
  try {
    const result = await unwrap(api.auth["login-with-token"].$post({ json: { token } }), TEXT.failed);
    const user = await signInWithToken(result.token);
    return user ? { ok: true, redirect: result.redirect } : { ok: false, message: TEXT.retry };
  } catch (caught) {
    return {
      ok: false,
      message: caught instanceof ApiRequestError ? caught.message || TEXT.failed : TEXT.unknown,
    };
  }
}

export const Route = createFileRoute("/login-with-token")({
  validateSearch: v.object({ token: v.optional(v.string()), redirect: v.optional(v.string()) }),
  component: LoginWithTokenPage,
});

function LoginWithTokenPage() {
  usePageTitle("Logowanie");
  const { token, redirect } = Route.useSearch();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(token ? null : TEXT.missingToken);

  useEffect(() => {
    if (!token) return;
    let active = true;
    void loginOnce(token, () => loginWithLinkToken(token)).then((outcome) => {
      if (!active) return;
      if (outcome.ok)
        void navigate({
          href: validReturnPath(redirect) ?? safeRedirect(outcome.redirect, "/dashboard"),
          replace: true,
        });
      else setError(outcome.message);
    });
    return () => {
      active = false;
    };
  }, [token, redirect, navigate]);

  return (
    <div className="card narrow center stack">
      <h1 className="page-title">Logowanie</h1>
      {error ? (
        <>
          <Alert kind="error">{error}</Alert>
          <Link to="/login">Przejdź do logowania</Link>
        </>
      ) : (
        <Loading text="Trwa logowanie..." />
      )}
    </div>
  );
}
