import { MAX_EVENT_DAYS } from "@shared/domain/booking-machine";
import { addDays, daysInRange, monthStart, monthsSpan, warsawDayOf } from "@shared/domain/calendar";
import { PROPOSAL_HOURS } from "@shared/domain/reschedule";
import { RESCHEDULE_REASON_MAX, rescheduleSchema } from "@shared/schemas/reschedule";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { DateRangeField } from "../../../components/date-range-field";
import { QueryError } from "../../../components/query-error";
import { TextAreaField } from "../../../components/text-area-field";
import { ApiRequestError, api, unwrap } from "../../../lib/api";
import { useFormFields } from "../../../lib/use-form-fields";
import { bindDateRange } from "../../event-fields/event-fields";
import { AVAILABILITY_FAILED, busyDaysKey, busyDaysQuery } from "../../public-profile/busy-days-query";
import { ACTION_ERRORS, ActionForm, type ActionModalProps, bookingParam } from "./action-form";

const EMPTY = { event_start_date: "", event_end_date: "", reason: "" };

/**
 * "Zmień termin" (issue 17): new days and a short reason, sent to the other party, who has 72 h to answer.
 * The calendar marks the truck's busy days, except the ones this booking holds: it may move onto them.
 */
export function RescheduleModal({ booking, onClose, onDone }: ActionModalProps) {
  const queryClient = useQueryClient();
  const form = useFormFields(EMPTY);
  const today = warsawDayOf(Math.floor(Date.now() / 1000));
  const earliest = addDays(today, 1);
  const [shownMonth, setShownMonth] = useState(() => monthStart(warsawDayOf(booking.event_start_date)));
  const profileId = booking.profile_id === null ? null : String(booking.profile_id);
  const busyDays = useQuery({
    ...busyDaysQuery(profileId ?? "0", monthsSpan(addDays(shownMonth, -1), 4)),
    enabled: profileId !== null,
  });
  const ownDays = useMemo(
    () => new Set(daysInRange(warsawDayOf(booking.event_start_date), warsawDayOf(booking.event_end_date))),
    [booking.event_start_date, booking.event_end_date],
  );
  const othersBusy = useMemo(
    () => (busyDays.data ?? []).filter((day) => !ownDays.has(day)),
    [busyDays.data, ownDays],
  );

  const propose = useMutation({
    mutationFn: () =>
      unwrap(
        api.requests[":id"].reschedule.$post({
          param: bookingParam(booking),
          json: {
            event_start_date: form.values.event_start_date,
            event_end_date: form.values.event_end_date || form.values.event_start_date,
            reason: form.values.reason.trim(),
          },
        }),
        ACTION_ERRORS.reschedule,
      ),
    onSuccess: () =>
      onDone(
        `Propozycja nowego terminu została wysłana. Druga strona ma ${PROPOSAL_HOURS} godziny na odpowiedź.`,
      ),
    onError: (error) => {
      form.showServerError(error);
      // A day taken meanwhile: the calendar shows it busy on the next look.
      if (error instanceof ApiRequestError && error.status === 409 && profileId !== null) {
        void queryClient.invalidateQueries({ queryKey: busyDaysKey(profileId) });
      }
    },
  });

  return (
    <ActionForm
      booking={booking}
      formRef={form.formRef}
      title="Zmień termin"
      description={`Zaproponuj nowy termin i napisz krótko dlaczego. Druga strona ma ${PROPOSAL_HOURS} godziny na odpowiedź; do tego czasu rezerwacja zostaje w obecnym terminie, a wpłacona zaliczka pozostaje przypisana do rezerwacji.`}
      onClose={onClose}
      mutation={propose}
      fallback={ACTION_ERRORS.reschedule}
      onSubmit={() => form.validate(rescheduleSchema) && propose.mutate()}
      submitText="Wyślij propozycję"
      busyText="Wysyłanie..."
    >
      <DateRangeField
        label="Nowy termin"
        hint="Wybierz pierwszy i ostatni dzień; jednodniowy termin to jeden wybrany dzień."
        maxDays={MAX_EVENT_DAYS}
        earliest={earliest}
        today={today}
        // New dates are usually near the old ones: the calendar opens on the booking's month.
        openOn={warsawDayOf(booking.event_start_date)}
        busyDays={othersBusy}
        onMonthChange={setShownMonth}
        busyStatus={
          busyDays.isError ? (
            <QueryError error={busyDays.error} onRetry={busyDays.refetch} fallback={AVAILABILITY_FAILED} />
          ) : busyDays.isFetching ? (
            <p className="muted bf-status">Sprawdzanie zajętych dni...</p>
          ) : null
        }
        disabled={propose.isPending}
        {...bindDateRange(form, "event_start_date", "event_end_date")}
      />
      <TextAreaField
        label="Powód zmiany"
        rows={3}
        maxLength={RESCHEDULE_REASON_MAX}
        hint={`Krótko, do ${RESCHEDULE_REASON_MAX} znaków; szczegóły możesz ustalić na czacie.`}
        disabled={propose.isPending}
        {...form.bind("reason")}
      />
    </ActionForm>
  );
}
