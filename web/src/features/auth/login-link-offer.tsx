import { useMutation } from "@tanstack/react-query";
import { Alert } from "../../components/feedback";
import { api, errorMessage, unwrap } from "../../lib/api";
import { useFocusOnMount } from "../../lib/use-focus-on-mount";

const LINK_FAILED = "Nie udało się wysłać linku. Spróbuj ponownie za chwilę.";

/**
 * After a failed sign-in: the way in that strangers guessing the password cannot block, a one-time link
 * sent to the account's own mailbox. The link opens `returnPath` (what the visitor started), in any browser.
 */
export function LoginLinkOffer({ email, returnPath }: { email: string; returnPath?: string | undefined }) {
  const send = useMutation({
    mutationFn: () =>
      unwrap(
        api.auth["request-login-link"].$post({
          json: returnPath ? { email, redirect_to: returnPath } : { email },
        }),
        LINK_FAILED,
      ),
  });
  if (send.isSuccess) return <LinkSent message={send.data.message} />;
  return (
    <div className="login-link-offer">
      <p className="muted">Nie pamiętasz hasła lub logowanie się nie udaje? Zaloguj się linkiem z e-maila.</p>
      {send.isError && <Alert kind="error">{errorMessage(send.error, LINK_FAILED)}</Alert>}
      <button
        type="button"
        className="btn btn--secondary"
        disabled={send.isPending || !email.trim()}
        onClick={() => send.mutate()}
      >
        {send.isPending ? "Wysyłanie..." : "Wyślij mi link do logowania"}
      </button>
    </div>
  );
}

/** Takes the place of the button just pressed, so the focus moves to what it says. */
function LinkSent({ message }: { message: string }) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1} className="login-link-offer">
      <Alert kind="success">{message}</Alert>
    </div>
  );
}
