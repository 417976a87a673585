import { DISPUTE_REFUSALS } from "@shared/domain/booking-machine";
import { formatPln } from "@shared/domain/money";
import { DISPUTE_TEXTS } from "@shared/schemas/disputes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { DialogActions } from "../../components/dialog-actions";
import { Alert } from "../../components/feedback";
import { Field } from "../../components/form-field";
import { Modal } from "../../components/modal";
import { api, errorMessage, unwrap } from "../../lib/api";
import { formatDayRange } from "../../lib/format";
import { useFormFields } from "../../lib/use-form-fields";
import type { AdminBooking } from "./admin-queries";
import { ADMIN_ALERTS } from "./texts";

type Decision = "refund" | "release";

/** The refund in grosze, or the Polish reason it cannot be sent (SPEC.md §5: above 0, at most the fee). */
function refundGrosze(text: string, fee: number): { grosze: number } | { error: string } {
  const value = Number(text.replace(",", "."));
  if (!text.trim() || !Number.isFinite(value) || value <= 0) return { error: DISPUTE_TEXTS.amount };
  const grosze = Math.round(value * 100);
  if (grosze < 1) return { error: DISPUTE_TEXTS.amount };
  if (grosze > Math.round(fee * 100)) return { error: DISPUTE_REFUSALS.refundAbovePaid };
  return { grosze };
}

/**
 * "Rozstrzygnij spór": a refund to the payer (the amount defaults to the whole fee, partial allowed; the
 * rest goes to the payee) or a release of everything to the payee.
 */
export function ResolveDisputeModal({ booking, onClose }: { booking: AdminBooking; onClose: () => void }) {
  const queryClient = useQueryClient();
  const paid = booking.payment_status === "paid" && (booking.commitment_fee ?? 0) > 0;
  const fee = booking.commitment_fee ?? 0;
  const [decision, setDecision] = useState<Decision>(paid ? "refund" : "release");
  const form = useFormFields({ amount: fee.toFixed(2) });

  const resolve = useMutation({
    mutationFn: (json: { action: "refund"; amount: number } | { action: "release" }) =>
      unwrap(
        api.admin.disputes[":requestId"].resolve.$post({
          param: { requestId: String(booking.request_id) },
          json,
        }),
        ADMIN_ALERTS.dispute,
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["admin"] });
      onClose();
    },
    onError: form.showServerError,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (resolve.isPending) return;
    if (decision === "release") return resolve.mutate({ action: "release" });
    const checked = refundGrosze(form.values.amount, fee);
    if (!form.check("error" in checked ? { amount: checked.error } : {}) || "error" in checked) return;
    resolve.mutate({ action: "refund", amount: checked.grosze });
  }

  return (
    <Modal
      title="Rozstrzygnij spór"
      onClose={onClose}
      busy={resolve.isPending}
      description={`${booking.food_truck_name} · ${formatDayRange(booking.event_start_date, booking.event_end_date)}`}
    >
      <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
        {booking.problem_description && (
          <blockquote className="admin-quote">{booking.problem_description}</blockquote>
        )}
        <p className="muted">
          {paid ? `Wpłacona kwota: ${formatPln(fee)}.` : "W tej rezerwacji nie ma wpłaty do zwrotu."}
        </p>
        <fieldset className="radio-cards">
          <legend>Rozstrzygnięcie</legend>
          <label className="radio-card">
            <input
              type="radio"
              name="decision"
              checked={decision === "refund"}
              disabled={!paid}
              onChange={() => setDecision("refund")}
            />
            Zwrot dla płacącego
            <small>Pełny lub częściowy; reszta trafi do odbiorcy.</small>
          </label>
          <label className="radio-card">
            <input
              type="radio"
              name="decision"
              checked={decision === "release"}
              onChange={() => setDecision("release")}
            />
            Przekazanie środków odbiorcy
            <small>{paid ? "Cała wpłata trafi do odbiorcy." : "Spór zostanie zamknięty bez zwrotu."}</small>
          </label>
        </fieldset>
        {decision === "refund" && (
          <Field
            label="Kwota zwrotu (zł)"
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            max={fee.toFixed(2)}
            {...form.bind("amount")}
          />
        )}
        {resolve.isError && !form.errors.amount && (
          <Alert kind="error">{errorMessage(resolve.error, ADMIN_ALERTS.dispute)}</Alert>
        )}
        <DialogActions
          busy={resolve.isPending}
          onCancel={onClose}
          submitText="Rozstrzygnij"
          busyText="Zapisywanie..."
        />
      </form>
    </Modal>
  );
}
