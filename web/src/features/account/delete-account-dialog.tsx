import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { Alert } from "../../components/feedback";
import { Field } from "../../components/form-field";
import { Modal } from "../../components/modal";
import { ApiRequestError, api, errorMessage, unwrap } from "../../lib/api";
import { sessionStore } from "../../lib/session";

const DELETE_FAILED = "Nie udało się usunąć konta. Spróbuj ponownie.";
const LINK_FAILED = "Nie udało się wysłać linku. Spróbuj ponownie.";
const PASSWORD_MISSING = "Podaj hasło, aby potwierdzić usunięcie konta.";

/**
 * "Usuń konto": says what goes and what stays for the other party, then asks for the password — or,
 * with the token of the e-mailed link (accounts that sign in with Google), only for a last click.
 * After the deletion the user is signed out on the home page with a notice.
 */
export function DeleteAccountDialog({ linkToken, onClose }: { linkToken?: string; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string>();

  const remove = useMutation({
    mutationFn: () =>
      unwrap(api.users.me.$delete({ json: linkToken ? { token: linkToken } : { password } }), DELETE_FAILED),
    onSuccess: (result) => {
      sessionStore.signOut();
      queryClient.clear();
      void navigate({ to: "/", state: { notice: result.message } });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.field === "password") setPasswordError(error.message);
    },
  });
  const sendLink = useMutation({
    mutationFn: () => unwrap(api.users.me["deletion-link"].$post(), LINK_FAILED),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (remove.isPending) return;
    if (!linkToken && !password) {
      setPasswordError(PASSWORD_MISSING);
      return;
    }
    setPasswordError(undefined);
    remove.mutate();
  }

  const fieldError = passwordError;
  const otherError =
    remove.isError && !(remove.error instanceof ApiRequestError && remove.error.field === "password")
      ? errorMessage(remove.error, DELETE_FAILED)
      : undefined;

  return (
    <Modal
      title="Usunąć konto?"
      onClose={onClose}
      busy={remove.isPending}
      description="Tej operacji nie można cofnąć."
    >
      <form className="form" onSubmit={submit} noValidate>
        <div className="delete-account__lists">
          <div>
            <h3 className="delete-account__heading">Usuniemy</h3>
            <ul>
              <li>Twoje dane osobowe i firmowe oraz dane logowania,</li>
              <li>profile food trucków ze zdjęciami i kalendarzami,</li>
              <li>Twoje wydarzenia i zaproszenia,</li>
              <li>wysłane przez Ciebie faktury i opinie wystawione o Tobie.</li>
            </ul>
          </div>
          <div>
            <h3 className="delete-account__heading">Zostanie u drugiej strony</h3>
            <ul>
              <li>rezerwacje (daty i kwoty) z opisem „Użytkownik usunięty”,</li>
              <li>Twoje wiadomości i opinie o innych, bez Twojego nazwiska.</li>
            </ul>
            <p className="muted">
              Oczekujące prośby i nadchodzące rezerwacje zostaną anulowane, a druga strona dostanie e-mail.
              Konta nie można usunąć, gdy rezerwacja jest opłacona i czeka na rozliczenie albo ma zgłoszony
              problem.
            </p>
          </div>
        </div>
        {linkToken ? (
          <Alert kind="info">Potwierdzasz usunięcie linkiem z e-maila – hasło nie jest potrzebne.</Alert>
        ) : (
          <>
            <Field
              label="Hasło"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={fieldError}
            />
            <p className="muted delete-account__google">
              Logujesz się przez Google i nie masz hasła?{" "}
              <button
                type="button"
                className="btn btn--link"
                disabled={sendLink.isPending}
                onClick={() => sendLink.mutate()}
              >
                Wyślij mi link potwierdzający e-mailem
              </button>
            </p>
            {sendLink.isSuccess && <Alert kind="success">{sendLink.data.message}</Alert>}
            {sendLink.isError && <Alert kind="error">{errorMessage(sendLink.error, LINK_FAILED)}</Alert>}
          </>
        )}
        {otherError && <Alert kind="error">{otherError}</Alert>}
        <div className="modal__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose} disabled={remove.isPending}>
            Anuluj
          </button>
          <button type="submit" className="btn btn--danger" disabled={remove.isPending}>
            {remove.isPending ? "Usuwanie konta..." : "Usuń konto na zawsze"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
