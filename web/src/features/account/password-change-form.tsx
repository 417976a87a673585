import { newPasswordSchema, TEXTS } from "@shared/schemas/account";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import * as v from "valibot";
import { Alert } from "../../components/feedback";
import { Field } from "../../components/form-field";
import { ApiRequestError, api, unwrap } from "../../lib/api";
import type { FieldErrors } from "../../lib/form-errors";
import { sessionStore } from "../../lib/session";
import { useFormFields } from "../../lib/use-form-fields";

const CHANGE_FAILED = "Nie udało się zmienić hasła.";
const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function PasswordChangeForm() {
  const form = useFormFields(EMPTY);
  const { values } = form;

  const change = useMutation({
    // The change ends every session, this tab's sockets included; this tab continues with the fresh token.
    mutationFn: () =>
      sessionStore.renewToken(() =>
        unwrap(
          api.users.me.password.$put({
            json: { currentPassword: values.currentPassword, newPassword: values.newPassword },
          }),
          CHANGE_FAILED,
        ),
      ),
    onSuccess: () => form.reset(),
    onError: form.showServerError,
  });

  const bind = (name: keyof typeof EMPTY) => ({ type: "password", ...form.bind(name) });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!values.currentPassword) found.currentPassword = "Podaj obecne hasło.";
    const checked = v.safeParse(newPasswordSchema, values.newPassword);
    if (!checked.success) found.newPassword = checked.issues[0].message;
    if (!values.confirmPassword) found.confirmPassword = "Powtórz nowe hasło.";
    else if (values.newPassword !== values.confirmPassword) found.confirmPassword = TEXTS.newPasswordsDiffer;
    if (form.check(found)) change.mutate();
  }

  return (
    <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
      <Field label="Obecne hasło" autoComplete="current-password" {...bind("currentPassword")} />
      <div className="grid-2">
        <Field
          label="Nowe hasło"
          autoComplete="new-password"
          hint="Co najmniej 8 znaków"
          {...bind("newPassword")}
        />
        <Field label="Powtórz nowe hasło" autoComplete="new-password" {...bind("confirmPassword")} />
      </div>
      {change.isError && (
        <Alert kind="error">
          {change.error instanceof ApiRequestError ? change.error.message : CHANGE_FAILED}
        </Alert>
      )}
      {change.isSuccess && <Alert kind="success">{change.data.message}</Alert>}
      <div>
        <button type="submit" className="btn" disabled={change.isPending}>
          {change.isPending ? "Zapisywanie..." : "Zmień hasło"}
        </button>
      </div>
    </form>
  );
}
