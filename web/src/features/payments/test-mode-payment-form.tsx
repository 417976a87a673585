import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Alert } from "../../components/feedback";
import { errorMessage } from "../../lib/api";
import { PAYMENT_TEXTS } from "./payment-texts";
import { testModePayment } from "./payments-queries";

/**
 * The local test mode's stand-in for Stripe's payment form (no keys configured, development only):
 * "paying" runs the same path on the server as Stripe's webhook would.
 */
export function TestModePaymentForm({ requestId }: { requestId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [declined, setDeclined] = useState(false);
  const pay = useMutation({
    mutationFn: (outcome: "succeeded" | "failed") => testModePayment(requestId, outcome),
    onSuccess: async ({ outcome }) => {
      await queryClient.invalidateQueries({ queryKey: ["bookings"] });
      if (outcome === "paid") void navigate({ to: "/dashboard", state: { notice: PAYMENT_TEXTS.paid } });
      // Declined, or the booking changed meanwhile (the dashboard then shows where it stands).
      else if (outcome === "failure_recorded") setDeclined(true);
      else void navigate({ to: "/dashboard" });
    },
  });
  return (
    <div className="payment-page__form">
      <Alert kind="info">{PAYMENT_TEXTS.testMode}</Alert>
      {declined && <Alert kind="error">{PAYMENT_TEXTS.declined}</Alert>}
      {pay.isError && <Alert kind="error">{errorMessage(pay.error, PAYMENT_TEXTS.unexpected)}</Alert>}
      <div className="payments-actions">
        <button
          type="button"
          className="btn"
          disabled={pay.isPending}
          onClick={() => pay.mutate("succeeded")}
        >
          {pay.isPending ? "Przetwarzanie..." : "Zapłać"}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={pay.isPending}
          onClick={() => pay.mutate("failed")}
        >
          Symuluj odrzuconą płatność
        </button>
      </div>
    </div>
  );
}
