import { DAYS_TO_ANSWER } from "@shared/domain/booking-machine";
import { addDays, parseDay, warsawDayOf } from "@shared/domain/calendar";
import { BOOKING_TEXTS, createBookingSchema, EVENT_TYPES } from "@shared/schemas/bookings";
import { PROFILE_TEXTS } from "@shared/schemas/profiles";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Alert } from "../../components/feedback";
import { Field } from "../../components/form-field";
import { ApiRequestError, api, errorMessage, unwrap } from "../../lib/api";
import { type FieldErrors, fieldErrors, hasErrors } from "../../lib/form-errors";
import { useFormFields } from "../../lib/use-form-fields";
import { myBookingsQuery } from "../bookings/bookings-query";
import "../bookings/history-state";
import { TextAreaField } from "../../components/text-area-field";
import "./booking-form.css";

const NETWORK_ERROR = "Błąd sieci lub serwera.";
const FIX_FIELDS = "Popraw zaznaczone pola formularza.";
const SUCCESS = `Prośba o rezerwację została wysłana! Właściciel ma ${DAYS_TO_ANSWER} dni na odpowiedź.`;
/** SPEC.md §2: after the confirmation the page goes to the dashboard. */
const REDIRECT_AFTER_MS = 2000;
const COST_HINT =
  "Wpisz 0 lub zostaw puste, jeśli wydarzenie nie ma kosztu – wtedy właściciel food trucka może poprosić Cię o zaliczkę. Jeśli podasz kwotę większą od 0, możesz poprosić właściciela o opłatę gwarancyjną.";

interface Values {
  event_start_date: string;
  event_end_date: string;
  event_time: string;
  event_location: string;
  event_type: string;
  guest_count: string;
  event_cost: string;
  event_description: string;
}

const EMPTY: Values = {
  event_start_date: "",
  event_end_date: "",
  event_time: "",
  event_location: "",
  event_type: "",
  guest_count: "",
  event_cost: "",
  event_description: "",
};

/** The earliest event day the server accepts: the owner needs time to answer. */
function tomorrowInWarsaw(): string {
  return addDays(warsawDayOf(Math.floor(Date.now() / 1000)), 1);
}

/** The shared schema's rules, plus what the form itself knows: dates as calendar days, guests required. */
function validate(profileId: number, values: Values): FieldErrors {
  // An empty cost is left out, as in the request (the server then takes 0).
  const { event_cost, ...rest } = values;
  const found = fieldErrors(createBookingSchema, {
    profile_id: profileId,
    ...rest,
    ...(event_cost.trim() ? { event_cost } : {}),
  });
  if (!values.event_start_date) found.event_start_date = BOOKING_TEXTS.startDate;
  else if (!parseDay(values.event_start_date)) found.event_start_date = BOOKING_TEXTS.date;
  if (values.event_end_date && !parseDay(values.event_end_date)) found.event_end_date = BOOKING_TEXTS.date;
  else if (
    values.event_end_date &&
    !found.event_start_date &&
    values.event_end_date < values.event_start_date
  ) {
    found.event_end_date = PROFILE_TEXTS.endBeforeStart;
  }
  if (values.guest_count.trim() === "") found.guest_count = BOOKING_TEXTS.guestCount;
  return found;
}

/** The form of /booking/{profileId}: an organizer asks the truck's owner for a booking. */
export function BookingForm({ profileId, truckName }: { profileId: number; truckName: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const successRef = useRef<HTMLDivElement>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  const typeId = useId();
  const form = useFormFields(EMPTY);
  const { values, errors, formRef } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [phase, setPhase] = useState<"idle" | "sending" | "done">("idle");
  const busy = phase !== "idle";
  const earliestDay = tomorrowInWarsaw();

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  useEffect(() => {
    if (phase === "done") successRef.current?.focus();
  }, [phase]);

  const bind = (name: keyof Values) => ({ ...form.bind(name), disabled: busy });

  function refuse(found: FieldErrors, message: string) {
    form.check(found);
    setFormError(message);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const found = validate(profileId, values);
    const eventType = EVENT_TYPES.find((type) => type === values.event_type);
    if (!eventType) found.event_type = BOOKING_TEXTS.eventType;
    if (hasErrors(found) || !eventType) {
      refuse(found, FIX_FIELDS);
      return;
    }
    form.check({});
    setPhase("sending");
    try {
      const created = await unwrap(
        api.requests.$post({
          json: {
            profile_id: profileId,
            event_start_date: values.event_start_date,
            ...(values.event_end_date ? { event_end_date: values.event_end_date } : {}),
            event_time: values.event_time.trim(),
            event_location: values.event_location.trim(),
            event_type: eventType,
            guest_count: Number(values.guest_count),
            ...(values.event_cost.trim() ? { event_cost: Number(values.event_cost.replace(",", ".")) } : {}),
            event_description: values.event_description.trim(),
          },
        }),
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
      if (field && field in EMPTY) refuse({ [field]: message }, shown);
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

  const typeError = errors.event_type;
  return (
    <form
      ref={formRef}
      className="form bf-form"
      onSubmit={submit}
      noValidate
      aria-label={`Rezerwacja: ${truckName}`}
    >
      <div className="grid-2 bf-grid">
        <Field
          label="Data rozpoczęcia"
          type="date"
          required
          min={earliestDay}
          {...bind("event_start_date")}
        />
        <Field
          label="Data zakończenia"
          type="date"
          min={values.event_start_date || earliestDay}
          hint="Opcjonalnie – zostaw puste, jeśli wydarzenie trwa jeden dzień."
          {...bind("event_end_date")}
        />
        <Field
          label="Godziny"
          placeholder="np. 14:00 - 22:00"
          required
          maxLength={100}
          {...bind("event_time")}
        />
        <div className="field">
          <label htmlFor={typeId}>Rodzaj wydarzenia</label>
          <select
            id={typeId}
            required
            aria-invalid={typeError ? true : undefined}
            aria-describedby={typeError ? `${typeId}-error` : undefined}
            {...bind("event_type")}
          >
            <option value="">Wybierz rodzaj wydarzenia</option>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
          {typeError && (
            <span id={`${typeId}-error`} className="field__error">
              {typeError}
            </span>
          )}
        </div>
      </div>
      <Field
        label="Adres wydarzenia"
        required
        maxLength={300}
        autoComplete="street-address"
        placeholder="np. ul. Prosta 20, Warszawa"
        {...bind("event_location")}
      />
      <div className="grid-2 bf-grid">
        <Field
          label="Liczba gości"
          type="number"
          inputMode="numeric"
          required
          min={0}
          step={1}
          {...bind("guest_count")}
        />
        <Field
          label="Koszt wydarzenia (zł)"
          type="number"
          inputMode="decimal"
          min={0}
          step={50}
          hint={COST_HINT}
          {...bind("event_cost")}
        />
      </div>
      <TextAreaField
        label="Opis wydarzenia"
        required
        rows={6}
        maxLength={5000}
        hint="Napisz, czego oczekujesz od food trucka: menu, miejsce ustawienia, dostęp do prądu i wody."
        {...bind("event_description")}
      />
      {formError && <Alert kind="error">{formError}</Alert>}
      <div className="bf-actions">
        <button type="submit" className="btn" disabled={busy}>
          {phase === "sending" ? "Wysyłanie..." : "Wyślij prośbę o rezerwację"}
        </button>
      </div>
    </form>
  );
}
