import { requestPasswordResetSchema } from "@shared/schemas/account";
import { createFileRoute, Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { Alert } from "../components/feedback";
import { Field } from "../components/form-field";
import { api, errorMessage, unwrap } from "../lib/api";
import { fieldErrors } from "../lib/form-errors";
import { usePageTitle } from "../lib/use-page-title";

const FAILED = "Wystąpił błąd. Spróbuj ponownie.";

export const Route = createFileRoute("/request-password-reset")({ component: RequestPasswordResetPage });

function RequestPasswordResetPage() {
  usePageTitle("Nie pamiętasz hasła?");
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const invalid = fieldErrors(requestPasswordResetSchema, { email }).email;
    setFieldError(invalid);
    if (invalid) return;
    setSubmitting(true);
    try {
      const result = await unwrap(api.auth["request-password-reset"].$post({ json: { email } }), FAILED);
      setDone(result.message);
    } catch (caught) {
      setError(errorMessage(caught, FAILED));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="card narrow">
      <h1 className="page-title">Nie pamiętasz hasła?</h1>
      {done ? (
        <Alert kind="success">{done}</Alert>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p className="muted">Podaj adres e-mail konta, a wyślemy Ci link do ustawienia nowego hasła.</p>
          <Field
            label="Adres e-mail"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            error={fieldError}
            onChange={(event) => setEmail(event.target.value)}
          />
          {error && <Alert kind="error">{error}</Alert>}
          <button type="submit" className="btn btn--block" disabled={submitting}>
            {submitting ? "Wysyłanie..." : "Wyślij link"}
          </button>
        </form>
      )}
      <p className="center">
        <Link to="/login">Wróć do logowania</Link>
      </p>
    </div>
  );
}
