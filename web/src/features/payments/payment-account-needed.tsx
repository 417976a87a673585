import { Link } from "@tanstack/react-router";
import { Modal } from "../../components/modal";
import { ApiRequestError } from "../../lib/api";

/** The codes the API gives when asking for or paying a deposit/fee needs the user's own payment account. */
const ACCOUNT_CODES = new Set(["payment_account_required", "payment_account_incomplete"]);

/** Whether a refusal means "connect (or finish) your payment account first" (SPEC.md §5). */
export function needsPaymentAccount(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.code !== undefined && ACCOUNT_CODES.has(error.code);
}

/**
 * SPEC.md §5: requesting a fee or paying needs a connected payment account; a confirm dialog offers going
 * to My account, where the account is connected. The server's message says what is missing.
 */
export function PaymentAccountDialog({ error, onClose }: { error: ApiRequestError; onClose: () => void }) {
  return (
    <Modal title="Konto płatności" description={error.message} onClose={onClose}>
      <div className="modal__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          Anuluj
        </button>
        <Link to="/my-account" hash="payments" className="btn">
          Przejdź do „Moje konto”
        </Link>
      </div>
    </Modal>
  );
}
