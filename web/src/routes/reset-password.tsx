import { newPasswordSchema, TEXTS } from "@shared/schemas/account";
import { createFileRoute, Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import * as v from "valibot";
import { Alert } from "../components/feedback";
import { Field } from "../components/form-field";
import { api, errorMessage, unwrap } from "../lib/api";
import { usePageTitle } from "../lib/use-page-title";

const TEXT = {
  failed: "Wystąpił błąd.",
  missingToken: "Brak tokenu do resetu hasła. Upewnij się, że używasz poprawnego linku.",
};

export const Route = createFileRoute("/reset-password")({
  validateSearch: v.object({ token: v.optional(v.string()) }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  usePageTitle("Ustaw nowe hasło");
  const { token } = Route.useSearch();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (!token) {
    return (
      <div className="card narrow center stack">
        <h1 className="page-title">Ustaw nowe hasło</h1>
        <Alert kind="error">{TEXT.missingToken}</Alert>
        <Link to="/login">Przejdź do logowania</Link>
      </div>
    );
  }
  const resetToken = token;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const checked = v.safeParse(newPasswordSchema, password);
    const found = {
      password: checked.success ? undefined : checked.issues[0].message,
      confirm: password === confirm ? undefined : TEXTS.passwordsDiffer,
    };
    setErrors(found);
    if (found.password || found.confirm) return;
    setSubmitting(true);
    try {
      const result = await unwrap(
        api.auth["reset-password"].$post({ json: { token: resetToken, newPassword: password } }),
        TEXT.failed,
      );
      setDone(result.message);
    } catch (caught) {
      setError(errorMessage(caught, TEXT.failed));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="card narrow">
      <h1 className="page-title">Ustaw nowe hasło</h1>
      {done ? (
        <div className="stack center">
          <Alert kind="success">{done}</Alert>
          <Link to="/login" className="btn">
            Zaloguj się
          </Link>
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <Field
            label="Nowe hasło"
            type="password"
            name="newPassword"
            autoComplete="new-password"
            hint="Co najmniej 8 znaków"
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Field
            label="Powtórz nowe hasło"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirm}
            error={errors.confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
          {error && <Alert kind="error">{error}</Alert>}
          <button type="submit" className="btn btn--block" disabled={submitting}>
            {submitting ? "Zapisywanie..." : "Zmień hasło"}
          </button>
          <Link to="/login">Wróć do logowania</Link>
        </form>
      )}
    </div>
  );
}
