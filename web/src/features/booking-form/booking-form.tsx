import { DAYS_TO_ANSWER } from "@shared/domain/booking-machine";
import { addDays, monthStart, monthsSpan, warsawDayOf } from "@shared/domain/calendar";
import type { PriceGuide } from "@shared/domain/price-guide";
import type { TruckNeeds } from "@shared/domain/truck-needs";
import type { SearchContext } from "@shared/schemas/search-context";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Alert } from "../../components/feedback";
import { QueryError } from "../../components/query-error";
import { TextAreaField } from "../../components/text-area-field";
import { ApiRequestError, api, errorMessage, unwrap } from "../../lib/api";
import { type FieldErrors, hasErrors } from "../../lib/form-errors";
import { useFormFields } from "../../lib/use-form-fields";
import { myBookingsQuery } from "../bookings/bookings-query";
import "../bookings/history-state";
import { CostEstimate } from "../event-fields/cost-estimate";
import { estimateReachOf } from "../event-fields/estimate-reach";
import { bindDateRange, EventFields } from "../event-fields/event-fields";
import { SETTLEMENT_TEXTS } from "../event-fields/settlement";
import { SettlementChoice } from "../event-fields/settlement-choice";
import { FitLine, OneTruckPlan, useOneTruckPlan } from "../event-fields/truck-fit";
import { venueOfForm } from "../event-fields/venue";
import { VenueFields } from "../event-fields/venue-fields";
import { AVAILABILITY_FAILED, busyDaysKey, busyDaysQuery } from "../public-profile/busy-days-query";
import {
  bookingRequest,
  cancelClosedNote,
  carriedDaysBusy,
  EMPTY_BOOKING,
  prefilledBooking,
  searchFor,
  validateBooking,
} from "./booking-values";
import { EventTypeField } from "./event-type-field";
import "./booking-form.css";

const NETWORK_ERROR = "Błąd sieci lub serwera.";
const FIX_FIELDS = "Popraw zaznaczone pola formularza.";
const SUCCESS = `Prośba o rezerwację została wysłana! Właściciel ma ${DAYS_TO_ANSWER} dni na odpowiedź.`;
/** SPEC.md §2: after the confirmation the page goes to the dashboard. */
const REDIRECT_AFTER_MS = 2000;
const DATES_HINT =
  "Wybierz pierwszy i ostatni dzień (najwcześniej jutro); wydarzenie jednodniowe to jeden wybrany dzień. Przekreślone dni są już zajęte.";

interface BookingFormProps {
  profileId: number;
  truckName: string;
  /** The truck's prices (the estimate of a hired truck) and what it serves and needs (issue 38). */
  guide: PriceGuide & TruckNeeds;
  /** The home search that led here (issue 35): its days, place and guests fill the form in. */
  context: SearchContext;
}

/** The form of /booking/{profileId}: an organizer asks the truck's owner for a booking. */
export function BookingForm({ profileId, truckName, guide, context }: BookingFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const successRef = useRef<HTMLDivElement>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  const today = warsawDayOf(Math.floor(Date.now() / 1000));
  // The earliest event day the server accepts: the owner needs time to answer.
  const earliest = addDays(today, 1);
  const form = useFormFields(prefilledBooking(context, today));
  const { values, formRef } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [phase, setPhase] = useState<"idle" | "sending" | "done">("idle");
  const busy = phase !== "idle";
  // The busy days checked on sending are those around the months shown: from the searched days' month.
  const [shownMonth, setShownMonth] = useState(() => monthStart(values.event_start_date || earliest));
  // The months on screen and the one before them: a range that starts there still meets its busy days.
  const busyDays = useQuery({
    ...busyDaysQuery(String(profileId), monthsSpan(addDays(shownMonth, -1), 4)),
    placeholderData: keepPreviousData,
  });

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  // Days carried from the search that turn out taken are said at once, beside the date field.
  const carriedChecked = useRef(false);
  const { warn } = form;
  useEffect(() => {
    if (carriedChecked.current || !busyDays.data || busyDays.isPlaceholderData) return;
    carriedChecked.current = true;
    const message = carriedDaysBusy(values, busyDays.data);
    if (message) warn({ event_start_date: message });
  }, [busyDays.data, busyDays.isPlaceholderData, values, warn]);

  useEffect(() => {
    if (phase === "done") successRef.current?.focus();
  }, [phase]);

  const bind = (name: keyof typeof EMPTY_BOOKING) => ({ ...form.bind(name), disabled: busy });
  const cancelNote = cancelClosedNote(values.event_start_date, Math.floor(Date.now() / 1000));
  const venue = venueOfForm(values);
  // The place (as long as the search takes it; a longer address only narrows the trucks less), the days
  // and the venue: what the planner matches trucks by, and where "find more" searches.
  const where = {
    postal_code: values.event_location.trim().slice(0, 120),
    event_start_date: values.event_start_date,
    event_end_date: values.event_end_date,
    ...venue.query,
  };
  const oneTruck = useOneTruckPlan({
    truck: guide,
    guests: values.guest_count,
    time: values.event_time,
    search: where,
  });

  function refuse(found: FieldErrors, message: string) {
    form.check(found);
    setFormError(message);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const { found, eventType } = validateBooking(profileId, values, busyDays.data ?? []);
    if (hasErrors(found) || !eventType) {
      refuse(found, FIX_FIELDS);
      return;
    }
    form.check({});
    setPhase("sending");
    try {
      const created = await unwrap(
        api.requests.$post({ json: bookingRequest(profileId, values, eventType) }),
        NETWORK_ERROR,
      );
      setPhase("done");
      void queryClient.invalidateQueries({ queryKey: myBookingsQuery.queryKey });
      redirectTimer.current = window.setTimeout(() => {
        void navigate({ to: "/dashboard", state: { bookingIdToScrollTo: created.request_id } });
      }, REDIRECT_AFTER_MS);
    } catch (caught) {
      setPhase("idle");
      const message = errorMessage(caught, NETWORK_ERROR);
      const shown = message === NETWORK_ERROR ? NETWORK_ERROR : `Błąd: ${message}`;
      const field = caught instanceof ApiRequestError ? caught.field : undefined;
      // A day taken meanwhile (409): the calendar shows it busy on the next look.
      if (caught instanceof ApiRequestError && caught.status === 409) {
        void queryClient.invalidateQueries({ queryKey: busyDaysKey(String(profileId)) });
      }
      if (field && field in EMPTY_BOOKING) refuse({ [field]: message }, shown);
      else setFormError(shown);
    }
  }

  if (phase === "done") {
    return (
      <div ref={successRef} tabIndex={-1} className="bf-success stack">
        <Alert kind="success">{SUCCESS}</Alert>
        <p className="muted">
          Za chwilę przejdziesz do panelu, gdzie zobaczysz status prośby.{" "}
          <Link to="/dashboard">Przejdź teraz</Link>
        </p>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      className="form bf-form"
      onSubmit={submit}
      noValidate
      aria-label={`Rezerwacja: ${truckName}`}
    >
      <SettlementChoice
        name="settlement"
        value={values.settlement}
        error={form.errors.settlement}
        disabled={busy}
        onChoose={(kind) => form.setValue("settlement", kind)}
        fee={bind("event_cost")}
        hiredNote={
          <CostEstimate
            guide={guide}
            guests={values.guest_count}
            guestsFirst={SETTLEMENT_TEXTS.guestsFirst}
            reach={estimateReachOf(oneTruck)}
          />
        }
      />
      <EventTypeField {...bind("event_type")} />
      <EventFields
        dates={{
          ...bindDateRange(form, "event_start_date", "event_end_date"),
          earliest,
          today,
          hint: DATES_HINT,
          busyDays: busyDays.data,
          onMonthChange: setShownMonth,
          busyStatus: busyDays.isError ? (
            <QueryError error={busyDays.error} onRetry={busyDays.refetch} fallback={AVAILABILITY_FAILED} />
          ) : busyDays.isFetching ? (
            <p className="muted bf-status">Sprawdzanie zajętych dni...</p>
          ) : null,
          disabled: busy,
        }}
        time={bind("event_time")}
        place={{
          ...form.bindText("event_location"),
          label: "Adres wydarzenia",
          placeholder: "np. ul. Prosta 20, Warszawa",
          address: true,
          disabled: busy,
        }}
        guests={bind("guest_count")}
      />
      {/* Issue 38: whether this one truck serves all the guests in the hours typed above. */}
      <div className="bf-plan" aria-live="polite">
        <OneTruckPlan verdict={oneTruck}>
          {oneTruck && oneTruck.plan.trucks_suggested > 1 && (
            <p className="bf-plan__more">
              <Link to="/" search={searchFor(where, oneTruck.input.guests)} target="_blank">
                Znajdź więcej food trucków dla tego wydarzenia (otworzy się w nowej karcie)
              </Link>
            </p>
          )}
        </OneTruckPlan>
      </div>
      <VenueFields length={bind("max_length_m")} power={bind("site_power")} water={bind("site_water")} />
      <div className="bf-fit" aria-live="polite">
        <FitLine needs={guide} venue={venue.limits} />
      </div>
      <TextAreaField
        label="Opis wydarzenia"
        required
        rows={6}
        maxLength={5000}
        hint="Napisz, czego oczekujesz od food trucka: menu, miejsce ustawienia, godziny wydawania."
        {...bind("event_description")}
      />
      {/* "Popraw…" goes once every marked field has been corrected. */}
      {formError && (formError !== FIX_FIELDS || hasErrors(form.errors)) && (
        <Alert kind="error">{formError}</Alert>
      )}
      {cancelNote && <p className="muted bf-cancel-note">{cancelNote}</p>}
      <div className="bf-actions">
        <button type="submit" className="btn" disabled={busy}>
          {phase === "sending" ? "Wysyłanie..." : "Wyślij prośbę o rezerwację"}
        </button>
      </div>
    </form>
  );
}
