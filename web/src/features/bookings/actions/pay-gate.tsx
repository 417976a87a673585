import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { Loading } from "../../../components/feedback";
import { PaymentAccountGate } from "../../payments/payment-account-gate";
import type { ActionModalProps } from "./action-form";

/** Once the account takes payments, straight on to the payment page (nothing to fill in here). */
function GoToPayment({ requestId }: { requestId: number }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate({ to: "/payment/$requestId", params: { requestId: String(requestId) } });
  }, [navigate, requestId]);
  return <Loading text="Przechodzenie do płatności..." />;
}

/** "Zapłać" when the payer's own payment account is not ready yet (SPEC.md §5): the gate comes first. */
export function PayGate({ booking, onClose }: ActionModalProps) {
  return (
    <PaymentAccountGate target={{ booking: booking.request_id, action: "pay" }} onClose={onClose}>
      <GoToPayment requestId={booking.request_id} />
    </PaymentAccountGate>
  );
}
