import { ApiRequestError } from "../../lib/api";

/** The codes the API gives when asking for or paying a deposit/fee needs the user's own payment account. */
const ACCOUNT_CODES = new Set(["payment_account_required", "payment_account_incomplete"]);

/** Whether a refusal means "connect (or finish) your payment account first" (SPEC.md §5). */
export function needsPaymentAccount(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.code !== undefined && ACCOUNT_CODES.has(error.code);
}
