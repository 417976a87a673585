import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert } from "../../components/feedback";
import { api, errorMessage, unwrap } from "../../lib/api";
import type { AdminBooking } from "./admin-queries";
import { ADMIN_ALERTS } from "./texts";

const FLAGS = {
  commission_paid: { label: "Prowizja opłacona", alert: ADMIN_ALERTS.commission },
  packaging_ordered: { label: "Opakowania zamówione", alert: ADMIN_ALERTS.packaging },
} as const;

type Flag = keyof typeof FLAGS;

function saveFlag(booking: AdminBooking, flag: Flag, value: boolean) {
  const param = { id: String(booking.request_id) };
  const route = api.admin.bookings[":id"];
  return flag === "commission_paid"
    ? unwrap(route["commission-status"].$put({ param, json: { commission_paid: value } }), FLAGS[flag].alert)
    : unwrap(
        route["packaging-status"].$put({ param, json: { packaging_ordered: value } }),
        FLAGS[flag].alert,
      );
}

/** A booking's commission or packaging toggle (SPEC.md §5 admin toggles): a checkbox saved at once. */
export function BookingFlag({
  booking,
  flag,
  subject,
}: {
  booking: AdminBooking;
  flag: Flag;
  subject?: string;
}) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (value: boolean) => saveFlag(booking, flag, value),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
  const checked = save.isPending ? save.variables : booking[flag];
  return (
    <div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={checked}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
        />
        {FLAGS[flag].label}
        {subject && <span className="sr-only"> – {subject}</span>}
      </label>
      {save.isError && <Alert kind="error">{errorMessage(save.error, FLAGS[flag].alert)}</Alert>}
    </div>
  );
}
