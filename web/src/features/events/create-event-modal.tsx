import { warsawDayOf } from "@shared/domain/calendar";
import { EVENT_TEXTS } from "@shared/schemas/events";
import { offerSchema } from "@shared/schemas/profiles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import * as v from "valibot";
import { Alert } from "../../components/feedback";
import { Field } from "../../components/form-field";
import { Modal } from "../../components/modal";
import { OfferGroups, type OfferKind, useOfferSelection } from "../../components/offer-picker";
import { TextAreaField } from "../../components/text-area-field";
import { ApiRequestError, api, errorMessage, unwrap } from "../../lib/api";
import { type FieldErrors, hasErrors } from "../../lib/form-errors";
import { useFormFields } from "../../lib/use-form-fields";
import { bindDateRange, EventFields } from "../event-fields/event-fields";
import { eventCostOf } from "../event-fields/settlement";
import { SettlementChoice } from "../event-fields/settlement-choice";
import { readVenue, venueOfForm } from "../event-fields/venue";
import { VenueFields } from "../event-fields/venue-fields";
import { CreateEventSuccess } from "./create-event-success";
import { EMPTY_EVENT, EVENT_FORM_FIELDS, toNumber, validateEvent } from "./create-event-values";
import { EventPlanner } from "./event-planner";
import { myEventsQuery } from "./events-query";
import "./events.css";

/** SPEC.md §8 fallback and §9: the success message closes the dialog after 3 s. */
export const CREATE_EVENT_FAILED = "Nie udało się utworzyć wydarzenia.";
const CLOSE_AFTER_MS = 3000;
const FIX_FIELDS = "Popraw zaznaczone pola formularza.";
const DESCRIPTION =
  "Opisz wydarzenie i wybierz, czego potrzebujesz. Zaproszenia dostaną food trucki z wybranymi daniami, wolne w tym terminie i dojeżdżające w to miejsce.";
const DISH_HINT = "Wybierz przynajmniej jedno. Na każde danie zaprosimy osobne food trucki.";

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
  const closeTimer = useRef<number | undefined>(undefined);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const offerErrorId = useId();
  const form = useFormFields(EMPTY_EVENT);
  const { values, errors, formRef } = form;
  const offer = useOfferSelection();
  const [formError, setFormError] = useState<string | null>(null);
  const today = warsawDayOf(Math.floor(Date.now() / 1000));

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
      refuse(field && EVENT_FORM_FIELDS.includes(field) ? { [field]: message } : {}, message);
    },
  });
  const sending = create.isPending;
  const created = create.data;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const bind = (name: keyof typeof EMPTY_EVENT) => ({ ...form.bind(name), disabled: sending });
  const venue = venueOfForm(values);

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
    const found = validateEvent(values, ordered, today);
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
      eventCost: eventCostOf(values.settlement, values.eventCost),
      requiredOffer: requiredOffer.output,
      ...readVenue(values).body,
    });
  }

  return (
    <Modal
      title="Utwórz wydarzenie"
      onClose={onClose}
      busy={sending}
      description={created ? undefined : DESCRIPTION}
    >
      {created ? (
        <CreateEventSuccess message={created.message} onClose={onClose} linkToDashboard={linkToDashboard} />
      ) : (
        <form
          ref={formRef}
          className="form ev-form"
          onSubmit={submit}
          noValidate
          aria-busy={sending || undefined}
        >
          <SettlementChoice
            name="settlement"
            value={values.settlement}
            error={errors.settlement}
            disabled={sending}
            onChoose={(kind) => form.setValue("settlement", kind)}
            fee={bind("eventCost")}
          />
          <Field
            label="Nazwa wydarzenia"
            required
            maxLength={200}
            autoComplete="off"
            {...bind("eventName")}
          />
          {/* No single truck here: only past days are closed; invitations go to trucks free on the days. */}
          <EventFields
            dates={{
              ...bindDateRange(form, "startDate", "endDate"),
              earliest: today,
              today,
              disabled: sending,
            }}
            place={{
              ...form.bindText("location"),
              address: true,
              disabled: sending,
              label: "Lokalizacja",
              placeholder: "np. ul. Prosta 20, Warszawa",
              hint: "Miasto lub adres. Zaproszenia dostaną food trucki, których obszar działania obejmuje to miejsce.",
            }}
            guests={bind("guestCount")}
          />
          {/* Issue 38: the venue's limits (trucks known not to fit are not invited) and how many to invite. */}
          <VenueFields length={bind("max_length_m")} power={bind("site_power")} water={bind("site_water")} />
          <EventPlanner
            guests={values.guestCount}
            search={{
              postal_code: values.location.slice(0, 120),
              event_start_date: values.startDate,
              event_end_date: values.endDate,
              ...venue.query,
            }}
            chosenDishes={offer.selection.dishes.length}
          />
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

          {/* "Popraw…" goes once every marked field has been corrected. */}
          {formError && (formError !== FIX_FIELDS || hasErrors(errors)) && (
            <Alert kind="error">{formError}</Alert>
          )}

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
