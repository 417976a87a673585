import { newPasswordSchema, TEXTS } from "@shared/schemas/account";
import { createFileRoute, Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import * as v from "valibot";
import { Alert } from "../components/feedback";
import { Field } from "../components/form-field";
import { api, errorMessage, unwrap } from "../lib/api";
import { useFormFields } from "../lib/use-form-fields";
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
  const form = useFormFields({ newPassword: "", confirmPassword: "" });
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
    const { newPassword, confirmPassword } = form.values;
    const checked = v.safeParse(newPasswordSchema, newPassword);
    const valid = form.check({
      newPassword: checked.success ? undefined : checked.issues[0].message,
      confirmPassword: newPassword === confirmPassword ? undefined : TEXTS.passwordsDiffer,
    });
    if (!valid) return;
    setSubmitting(true);
    try {
      const result = await unwrap(
        api.auth["reset-password"].$post({ json: { token: resetToken, newPassword } }),
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
        <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
          <Field
            label="Nowe hasło"
            type="password"
            autoComplete="new-password"
            hint="Co najmniej 8 znaków"
            {...form.bind("newPassword")}
          />
          <Field
            label="Powtórz nowe hasło"
            type="password"
            autoComplete="new-password"
            {...form.bind("confirmPassword")}
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
