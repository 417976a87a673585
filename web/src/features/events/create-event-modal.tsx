import { daysInRange, parseDay, warsawDayOf } from "@shared/domain/calendar";
import { createEventSchema, EVENT_TEXTS } from "@shared/schemas/events";
import { offerSchema } from "@shared/schemas/profiles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import * as v from "valibot";
import { Alert } from "../../components/feedback";
import { Field } from "../../components/form-field";
import { Modal } from "../../components/modal";
import {
  OfferGroups,
  type OfferKind,
  type OfferSelection,
  useOfferSelection,
} from "../../components/offer-picker";
import { TextAreaField } from "../../components/text-area-field";
import { ApiRequestError, api, errorMessage, unwrap } from "../../lib/api";
import { type FieldErrors, fieldErrors, hasErrors } from "../../lib/form-errors";
import { useFormFields } from "../../lib/use-form-fields";
import { myEventsQuery } from "./events-query";
import "./events.css";

/** SPEC.md §8 fallback and §9: the success message closes the dialog after 3 s. */
export const CREATE_EVENT_FAILED = "Nie udało się utworzyć wydarzenia.";
const CLOSE_AFTER_MS = 3000;
const FIX_FIELDS = "Popraw zaznaczone pola formularza.";
/** The server's limit on an event's length (worker/routes/events.ts). */
const MAX_EVENT_DAYS = 31;

const DISH_HINT = "Wybierz przynajmniej jedno. Na każde danie zaprosimy osobne food trucki.";

interface Values {
  eventName: string;
  startDate: string;
  endDate: string;
  location: string;
  guestCount: string;
  eventCost: string;
  eventDescription: string;
}

const EMPTY: Values = {
  eventName: "",
  startDate: "",
  endDate: "",
  location: "",
  guestCount: "",
  eventCost: "",
  eventDescription: "",
};

const FORM_FIELDS: readonly string[] = [...Object.keys(EMPTY), "requiredOffer"];

function todayInWarsaw(): string {
  return warsawDayOf(Math.floor(Date.now() / 1000));
}

/** "1 500,50" → 1500.5; an empty field is 0 (SPEC.md §5: the numbers default to 0). */
function toNumber(text: string): number {
  const value = Number(text.replace(/\s/g, "").replace(",", "."));
  return Number.isFinite(value) ? value : 0;
}

/** The shared schema's rules, plus what the form knows about dates (calendar days, not in the past). */
function validate(values: Values, offer: OfferSelection, today: string): FieldErrors {
  const { eventCost, endDate, ...rest } = values;
  const found = fieldErrors(createEventSchema, {
    ...rest,
    ...(endDate ? { endDate } : {}),
    ...(eventCost.trim() ? { eventCost } : {}),
    requiredOffer: offer,
  });
  if (!values.startDate) found.startDate = EVENT_TEXTS.startDate;
  else if (!parseDay(values.startDate)) found.startDate = EVENT_TEXTS.date;
  else if (values.startDate < today) found.startDate = EVENT_TEXTS.pastDate;
  if (values.endDate && !parseDay(values.endDate)) found.endDate = EVENT_TEXTS.date;
  else if (values.endDate && !found.startDate) {
    if (values.endDate < values.startDate) found.endDate = EVENT_TEXTS.endBeforeStart;
    else if (daysInRange(values.startDate, values.endDate).length > MAX_EVENT_DAYS) {
      found.endDate = EVENT_TEXTS.tooLong;
    }
  }
  // Issues inside the offer ("requiredOffer.dishes.0") belong to the offer as a whole.
  for (const key of Object.keys(found)) {
    if (key.startsWith("requiredOffer.")) found.requiredOffer ??= found[key];
  }
  return found;
}

interface CreateEventModalProps {
  onClose: () => void;
  /** Called with the server's message once the event exists (the dialog then closes after 3 s). */
  onCreated?: (message: string) => void;
  /** Adds a link to the dashboard to the success message (when the dialog is opened elsewhere). */
  linkToDashboard?: boolean;
}

/** "Utwórz wydarzenie" (SPEC.md §2, §5): the organizer's event; matching trucks get invited. */
export function CreateEventModal({ onClose, onCreated, linkToDashboard = false }: CreateEventModalProps) {
  const queryClient = useQueryClient();
  const successRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const offerErrorId = useId();
  const form = useFormFields(EMPTY);
  const { values, errors, formRef } = form;
  const offer = useOfferSelection();
  const [formError, setFormError] = useState<string | null>(null);
  const today = todayInWarsaw();

  const create = useMutation({
    mutationFn: (json: Parameters<typeof api.events.$post>[0]["json"]) =>
      unwrap(api.events.$post({ json }), CREATE_EVENT_FAILED),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: myEventsQuery.queryKey });
      onCreated?.(created.message);
      closeTimer.current = window.setTimeout(() => closeRef.current(), CLOSE_AFTER_MS);
    },
    onError: (error) => {
      const message = errorMessage(error, CREATE_EVENT_FAILED);
      const field = error instanceof ApiRequestError ? error.field?.split(".")[0] : undefined;
      refuse(field && FORM_FIELDS.includes(field) ? { [field]: message } : {}, message);
    },
  });
  const sending = create.isPending;
  const created = create.data;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (created) successRef.current?.focus();
  }, [created]);

  const bind = (name: keyof Values) => ({ ...form.bind(name), disabled: sending });

  function toggleOffer(kind: OfferKind, code: string, checked: boolean) {
    offer.toggle(kind, code, checked);
    if (kind === "dishes") form.clearError("requiredOffer");
  }

  function refuse(found: FieldErrors, message: string) {
    form.check(found);
    setFormError(message);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || created) return;
    setFormError(null);
    const ordered = offer.ordered();
    const found = validate(values, ordered, today);
    const requiredOffer = v.safeParse(offerSchema, ordered);
    if (!requiredOffer.success) found.requiredOffer ??= EVENT_TEXTS.offer;
    if (hasErrors(found) || !requiredOffer.success) {
      refuse(found, FIX_FIELDS);
      return;
    }
    form.check({});
    create.mutate({
      eventName: values.eventName.trim(),
      startDate: values.startDate,
      endDate: values.endDate || values.startDate,
      location: values.location.trim(),
      eventDescription: values.eventDescription.trim(),
      guestCount: toNumber(values.guestCount),
      eventCost: toNumber(values.eventCost),
      requiredOffer: requiredOffer.output,
    });
  }

  return (
    <Modal
      title="Utwórz wydarzenie"
      onClose={onClose}
      busy={sending}
      description={
        created
          ? undefined
          : "Opisz wydarzenie i wybierz, czego potrzebujesz. Zaproszenia dostaną food trucki z wybranymi daniami, wolne w tym terminie i dojeżdżające w to miejsce."
      }
    >
      {created ? (
        <div ref={successRef} tabIndex={-1} className="ev-success stack">
          <Alert kind="success">{created.message}</Alert>
          <p className="muted">
            Okno zamknie się za chwilę.{" "}
            {linkToDashboard && (
              <>
                Odpowiedzi food trucków zobaczysz w <Link to="/dashboard">panelu</Link>, w sekcji
                „Wydarzenia”.
              </>
            )}
          </p>
          <div className="modal__actions">
            <button type="button" className="btn" onClick={onClose}>
              Zamknij
            </button>
          </div>
        </div>
      ) : (
        <form
          ref={formRef}
          className="form ev-form"
          onSubmit={submit}
          noValidate
          aria-busy={sending || undefined}
        >
          <Field
            label="Nazwa wydarzenia"
            required
            maxLength={200}
            autoComplete="off"
            {...bind("eventName")}
          />
          <div className="grid-2 ev-grid">
            <Field label="Data rozpoczęcia" type="date" required min={today} {...bind("startDate")} />
            <Field
              label="Data zakończenia"
              type="date"
              min={values.startDate || today}
              hint="Opcjonalnie – zostaw puste, jeśli wydarzenie trwa jeden dzień."
              {...bind("endDate")}
            />
          </div>
          <Field
            label="Lokalizacja"
            required
            maxLength={300}
            placeholder="np. Warszawa lub ul. Prosta 20, Warszawa"
            hint="Miasto lub adres. Zaproszenia dostaną food trucki, których obszar działania obejmuje to miejsce."
            {...bind("location")}
          />
          <div className="grid-2 ev-grid">
            <Field
              label="Liczba gości"
              type="number"
              inputMode="numeric"
              required
              min={0}
              step={1}
              {...bind("guestCount")}
            />
            <Field
              label="Koszt wydarzenia (zł)"
              type="number"
              inputMode="decimal"
              min={0}
              step={50}
              hint="Opcjonalnie – puste oznacza 0 zł."
              {...bind("eventCost")}
            />
          </div>
          <TextAreaField
            label="Opis wydarzenia"
            required
            rows={4}
            maxLength={5000}
            {...bind("eventDescription")}
          />

          <div className="ev-offer">
            <h3 className="ev-offer__heading">Wymagana oferta</h3>
            {errors.requiredOffer && (
              <p className="field__error" id={offerErrorId}>
                {errors.requiredOffer}
              </p>
            )}
            <OfferGroups
              selection={offer.selection}
              onToggle={toggleOffer}
              disabled={sending}
              dishes={{
                hint: DISH_HINT,
                required: true,
                invalid: Boolean(errors.requiredOffer),
                ...(errors.requiredOffer ? { describedBy: offerErrorId } : {}),
              }}
            />
          </div>

          {formError && <Alert kind="error">{formError}</Alert>}

          <div className="modal__actions">
            <button type="button" className="btn btn--secondary" onClick={onClose} disabled={sending}>
              Anuluj
            </button>
            <button type="submit" className="btn" disabled={sending}>
              {sending ? "Tworzenie..." : "Utwórz wydarzenie"}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
