import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useRef, useState } from "react";
import { Alert } from "../components/feedback";
import { Field } from "../components/form-field";
import { GoogleSignIn } from "../features/auth/google-sign-in";
import { LoginLinkOffer } from "../features/auth/login-link-offer";
import { ReturnNote } from "../features/auth/return-note";
import { signInWithToken } from "../features/auth/session-actions";
import { sendSignedInUserOn } from "../features/auth/signed-in-already";
import { ApiRequestError, api, errorMessage, unwrap } from "../lib/api";
import { returnSearch, safeRedirect, signInSearchSchema, validReturnPath } from "../lib/return-path";
import { homePathFor, sessionStore } from "../lib/session";
import { usePageTitle } from "../lib/use-page-title";

const LOGIN_FAILED = "Wystąpił błąd podczas logowania.";
/** Why a signed-in user landed here: the server ended their session (it was not their own logout here). */
const SESSION_ENDED =
  "Twoja sesja została zakończona, np. po wylogowaniu ze wszystkich urządzeń lub zmianie hasła. Zaloguj się ponownie.";

export const Route = createFileRoute("/login")({
  validateSearch: signInSearchSchema,
  beforeLoad: sendSignedInUserOn,
  component: LoginPage,
});

function LoginPage() {
  usePageTitle("Logowanie");
  const returnPath = validReturnPath(Route.useSearch().redirect);
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [offerLink, setOfferLink] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [endedElsewhere] = useState(sessionStore.endedByServer);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError("Podaj adres e-mail i hasło.");
      return;
    }
    setSubmitting(true);
    try {
      const result = await unwrap(api.auth.login.$post({ json: { email, password } }), LOGIN_FAILED);
      const user = await signInWithToken(result.token);
      if (!user) throw new Error(LOGIN_FAILED);
      await navigate({ href: safeRedirect(returnPath, homePathFor(user)) });
    } catch (caught) {
      setError(errorMessage(caught, LOGIN_FAILED));
      // The button was disabled while waiting, which dropped the focus to the page: back to the password.
      formRef.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
      // A wrong password or too many attempts: the e-mailed link still gets the owner in.
      if (caught instanceof ApiRequestError && (caught.status === 401 || caught.status === 429))
        setOfferLink(true);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="card narrow">
      <h1 className="page-title">Zaloguj się</h1>
      <ReturnNote path={returnPath} lead="Po zalogowaniu wrócisz" />
      {endedElsewhere && <Alert kind="info">{SESSION_ENDED}</Alert>}
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <Field
          label="Adres e-mail"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <Field
          label="Hasło"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        {error && <Alert kind="error">{error}</Alert>}
        <button type="submit" className="btn btn--block" disabled={submitting}>
          {submitting ? "Logowanie..." : "Zaloguj się"}
        </button>
        <Link to="/request-password-reset">Nie pamiętasz hasła?</Link>
      </form>
      {offerLink && <LoginLinkOffer email={email} returnPath={returnPath} />}
      <GoogleSignIn {...(returnPath ? { redirectTo: returnPath } : {})} />
      <p className="muted center">
        Nie masz konta?{" "}
        <Link to="/register" search={returnSearch(returnPath)}>
          Zarejestruj się
        </Link>
      </p>
    </div>
  );
}
