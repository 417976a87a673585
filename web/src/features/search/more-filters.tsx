import { DIETARY, type DietaryCode } from "@shared/domain/offer-catalogue";
import { SEARCH_FILTER_TEXTS } from "@shared/schemas/profile-texts";
import { profileSearchSchema } from "@shared/schemas/profiles";
import { type ChangeEvent, useId } from "react";
import * as v from "valibot";
import type { FieldErrors } from "../../lib/form-errors";
import type { VenueValues } from "../event-fields/venue";
import { VenueFields } from "../event-fields/venue-fields";

export interface MoreFilterValues {
  dietary: readonly DietaryCode[];
  /** "" (any), or "3", "4", "4.5". */
  minRating: string;
  /** As typed, in złoty ("" for none). */
  maxPrice: string;
  /** Beyond SPEC.md (issue 38): the venue's limits, as typed. */
  venue: VenueValues;
}

const RATING_OPTIONS = [
  { value: "", label: "Dowolna" },
  { value: "3", label: "3 i więcej" },
  { value: "4", label: "4 i więcej" },
  { value: "4.5", label: "4,5 i więcej" },
];

const DIETARY_CODES = Object.keys(DIETARY).filter((code): code is DietaryCode => code in DIETARY);

/**
 * The budget as GET /api/profiles reads it (the same schema: "25" or "25,50", 1–1000 zł): a number, or null
 * for anything the server would refuse. Empty text is no budget and is the caller's to skip.
 */
export function budgetOf(text: string): number | null {
  const parsed = v.safeParse(profileSearchSchema.entries.max_price, text.trim());
  return parsed.success && typeof parsed.output === "number" ? parsed.output : null;
}

/**
 * Beyond SPEC.md (issue 16): dietary options, a minimum rating and a budget per portion, folded away until
 * asked for (open when one is set), so the four main fields stay first.
 */
export function MoreFilters({
  values,
  onChange,
  budgetError,
  venueErrors,
}: {
  values: MoreFilterValues;
  onChange: (values: MoreFilterValues) => void;
  budgetError: boolean;
  venueErrors: FieldErrors;
}) {
  const id = useId();
  const anySet =
    values.dietary.length > 0 ||
    values.minRating !== "" ||
    values.maxPrice !== "" ||
    Object.values(values.venue).some(Boolean);
  const venue = (name: keyof VenueValues) => ({
    name,
    value: values.venue[name],
    error: venueErrors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ ...values, venue: { ...values.venue, [name]: event.target.value } }),
  });
  return (
    <details className="search-more" open={anySet || undefined}>
      <summary>Więcej filtrów</summary>
      <div className="search-more__fields">
        <fieldset className="search-more__dietary">
          <legend>Opcje dietetyczne</legend>
          {DIETARY_CODES.map((code) => (
            <label key={code} className="checkbox">
              <input
                type="checkbox"
                name="dietary"
                value={code}
                checked={values.dietary.includes(code)}
                onChange={(event) =>
                  onChange({
                    ...values,
                    dietary: event.target.checked
                      ? DIETARY_CODES.filter((known) => known === code || values.dietary.includes(known))
                      : values.dietary.filter((chosen) => chosen !== code),
                  })
                }
              />
              <span>{DIETARY[code]}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-rating`}>Minimalna ocena</label>
          <select
            id={`${id}-rating`}
            name="min_rating"
            value={values.minRating}
            onChange={(event) => onChange({ ...values, minRating: event.target.value })}
          >
            {RATING_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-budget`}>Budżet za porcję do (zł)</label>
          <input
            id={`${id}-budget`}
            name="max_price"
            inputMode="decimal"
            autoComplete="off"
            value={values.maxPrice}
            aria-invalid={budgetError || undefined}
            aria-describedby={budgetError ? `${id}-budget-error` : undefined}
            onChange={(event) => onChange({ ...values, maxPrice: event.target.value })}
          />
          {budgetError && (
            <span id={`${id}-budget-error`} className="field__error">
              {SEARCH_FILTER_TEXTS.maxPrice}
            </span>
          )}
        </div>
        <div className="search-more__venue">
          <VenueFields
            length={venue("max_length_m")}
            power={venue("site_power")}
            water={venue("site_water")}
            hint="Food trucki, które według właścicieli się nie zmieszczą, nie pokażą się; te bez danych oznaczymy."
          />
        </div>
      </div>
    </details>
  );
}
