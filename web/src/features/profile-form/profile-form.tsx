import { PROFILE_LIMITS, PROFILE_TEXTS, profileFieldsSchema } from "@shared/schemas/profiles";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Alert } from "../../components/feedback";
import { Field } from "../../components/form-field";
import { OfferGroups, useOfferSelection } from "../../components/offer-picker";
import { TextAreaField } from "../../components/text-area-field";
import { type FieldErrors, fieldErrors, hasErrors } from "../../lib/form-errors";
import { refreshTruckPages } from "../../lib/query-client";
import { useFormFields } from "../../lib/use-form-fields";
import { BaseRadiusFields } from "./base-radius-fields";
import { GalleryManager } from "./gallery-manager";
import { PhotoPicker, type PickedPhoto } from "./photo-picker";
import { PriceGuideFields } from "./price-guide-fields";
import { type EditableProfile, initialOffer, initialValues, type TextValues } from "./profile-form-values";
import { saveProfile } from "./save-profile";
import { type Phase, SaveProgress, submitLabel } from "./save-progress";
import { isSocket, TruckNeedsFields } from "./truck-needs-fields";
import "./profile-form.css";

const FIX_FIELDS = "Popraw zaznaczone pola formularza.";
/** SPEC.md §9: the form goes to the dashboard 2 s after a successful save. */
const REDIRECT_AFTER_MS = 2000;

export type { EditableProfile };

/** The one truck-profile form: /create-profile (no profile) and /edit-profile/{id} (with it). */
export function ProfileForm({ profile }: { profile?: EditableProfile }) {
  const editing = profile !== undefined;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const redirectTimer = useRef<number | undefined>(undefined);
  const form = useFormFields(initialValues(profile));
  const { values, errors, formRef } = form;
  const offer = useOfferSelection(initialOffer(profile));
  const [longTerm, setLongTerm] = useState(profile?.long_term_rental_available ?? false);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const busy = phase.kind !== "idle";

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const bind = (name: keyof TextValues) => ({ ...form.bind(name), disabled: busy });

  function refuse(found: FieldErrors, message: string) {
    form.check(found);
    setFormError(message);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const fields = {
      ...values,
      // A kW figure belongs to a socket: one typed before choosing no connection is not sent.
      power_kw: isSocket(values.power) ? values.power_kw : "",
      offer: JSON.stringify(offer.ordered()),
      long_term_rental_available: longTerm ? "true" : "false",
    };
    const found = fieldErrors(profileFieldsSchema, fields);
    if (photos.length > PROFILE_LIMITS.maxPhotos) found.gallery_photos = PROFILE_TEXTS.tooManyPhotos;
    if (hasErrors(found)) {
      refuse(found, FIX_FIELDS);
      return;
    }
    form.check({});

    const refusal = await saveProfile({
      profileId: profile?.profile_id,
      fields,
      photos: photos.map((photo) => photo.file),
      onPhase: setPhase,
    });
    if (refusal) {
      setPhase({ kind: "idle" });
      if (refusal.field) refuse({ [refusal.field]: refusal.message }, refusal.message);
      else setFormError(refusal.message);
      return;
    }
    setPhase({ kind: "done" });
    void refreshTruckPages(queryClient);
    redirectTimer.current = window.setTimeout(() => void navigate({ to: "/dashboard" }), REDIRECT_AFTER_MS);
  }

  return (
    <form ref={formRef} className="form pf-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <fieldset className="group">
        <legend>Podstawowe informacje</legend>
        <div className="pf-fields">
          <Field label="Nazwa food trucka" maxLength={120} autoComplete="off" {...bind("food_truck_name")} />
          <TextAreaField label="Opis" rows={6} maxLength={5000} {...bind("food_truck_description")} />
          <BaseRadiusFields
            base={form.bindText("base_location")}
            radius={bind("operation_radius_km")}
            hint="Miasto lub kod pocztowy – na tej podstawie pokażemy Twój food truck w wyszukiwarce"
            disabled={busy}
          />
        </div>
      </fieldset>

      <div className="pf-offer">
        <h2 className="pf-offer__heading">Oferta</h2>
        {errors.offer && (
          <p className="field__error" id="pf-offer-error">
            {errors.offer}
          </p>
        )}
        <OfferGroups
          selection={offer.selection}
          onToggle={offer.toggle}
          disabled={busy}
          describedBy={errors.offer ? "pf-offer-error" : undefined}
        />
      </div>

      <PriceGuideFields
        from={bind("price_from")}
        to={bind("price_to")}
        minimumOrder={bind("minimum_order")}
      />

      <TruckNeedsFields
        portionsPerHour={bind("portions_per_hour")}
        length={bind("truck_length_m")}
        power={bind("power")}
        powerKw={bind("power_kw")}
        water={bind("needs_water")}
      />

      <div className="pf-long-term">
        <label className="checkbox pf-check pf-check--wide">
          <input
            type="checkbox"
            name="long_term_rental_available"
            checked={longTerm}
            disabled={busy}
            onChange={(event) => setLongTerm(event.target.checked)}
          />
          <span>Dostępny na wynajem długoterminowy</span>
        </label>
        {errors.long_term_rental_available && (
          <span className="field__error">{errors.long_term_rental_available}</span>
        )}
      </div>

      {/* A stored truck's gallery changes photo by photo, saved at once; a new truck's photos go with it. */}
      {profile ? (
        <GalleryManager profileId={profile.profile_id} photos={profile.gallery_photos} />
      ) : (
        <PhotoPicker
          photos={photos}
          onChange={(next) => {
            setPhotos(next);
            form.clearError("gallery_photos");
          }}
          error={errors.gallery_photos}
          disabled={busy}
        />
      )}

      <SaveProgress phase={phase} />

      {formError && <Alert kind="error">{formError}</Alert>}
      {phase.kind === "done" && (
        <Alert kind="success">
          {editing ? "Profil zaktualizowany!" : "Profil utworzony pomyślnie!"} Za chwilę przejdziesz do
          panelu.
        </Alert>
      )}

      <div className="row pf-actions">
        <button type="submit" className="btn" disabled={busy}>
          {submitLabel(phase, editing)}
        </button>
        <Link to="/dashboard" className="btn btn--secondary">
          {phase.kind === "done" ? "Przejdź do panelu" : "Anuluj"}
        </Link>
      </div>
    </form>
  );
}
