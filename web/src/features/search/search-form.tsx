import { byLabel, DIETARY, DISHES, type DietaryCode, DRINKS } from "@shared/domain/offer-catalogue";
import { compactFilters, guestCountParam, type SearchFilters } from "@shared/schemas/home-search";
import { PROFILE_TEXTS } from "@shared/schemas/profile-texts";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useId, useState } from "react";
import * as v from "valibot";
import { PlaceCombobox } from "../../components/place-combobox";
import { type FieldErrors, hasErrors } from "../../lib/form-errors";
import { onPlainClick } from "../../lib/plain-click";
import { EMPTY_VENUE, readVenue, venueValuesOf } from "../event-fields/venue";
import { budgetOf, MoreFilters, type MoreFilterValues } from "./more-filters";

const END_BEFORE_START = PROFILE_TEXTS.endBeforeStart;
const GUESTS_ERROR = "Liczba gości musi być liczbą całkowitą od 1 do 100 000.";

/** The typed guest count as the URL keeps it: a whole number 1–100,000, or null for anything else. */
function guestsOf(text: string): number | null {
  return v.parse(guestCountParam, text.trim()) ?? null;
}

const DISH_OPTIONS = byLabel(DISHES);
const DRINK_OPTIONS = byLabel(DRINKS);

interface SearchFormProps {
  /** The form element's id (the folded summary's "Zmień" controls it). */
  id?: string | undefined;
  /** The filters in the URL; the form starts from them (it is re-mounted when they change). */
  initial: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
  onClear: () => void;
}

export function SearchForm({ id: formId, initial, onSearch, onClear }: SearchFormProps) {
  const id = useId();
  const [cuisine, setCuisine] = useState(initial.cuisine ?? "");
  const [location, setLocation] = useState(initial.postal_code ?? "");
  const [startDate, setStartDate] = useState(initial.event_start_date ?? "");
  const [endDate, setEndDate] = useState(initial.event_end_date ?? "");
  const [guests, setGuests] = useState(initial.guest_count === undefined ? "" : String(initial.guest_count));
  const [guestsError, setGuestsError] = useState(false);
  const [longTermOnly, setLongTermOnly] = useState(initial.long_term_rental === true);
  const [dateError, setDateError] = useState<string | null>(null);
  const [more, setMore] = useState<MoreFilterValues>(() => ({
    dietary: (initial.dietary ?? "").split(",").filter((code): code is DietaryCode => code in DIETARY),
    minRating: initial.min_rating === undefined ? "" : String(initial.min_rating),
    maxPrice: initial.max_price === undefined ? "" : String(initial.max_price).replace(".", ","),
    venue: venueValuesOf(initial),
  }));
  const [budgetError, setBudgetError] = useState(false);
  const [venueErrors, setVenueErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    // Date inputs always hold YYYY-MM-DD, so text order is date order.
    if (startDate && endDate && endDate < startDate) {
      setDateError(END_BEFORE_START);
      return;
    }
    setDateError(null);
    const guestCount = guests.trim() === "" ? undefined : guestsOf(guests);
    setGuestsError(guestCount === null);
    const budget = more.maxPrice.trim() === "" ? undefined : budgetOf(more.maxPrice);
    setBudgetError(budget === null);
    const venue = readVenue(more.venue);
    setVenueErrors(venue.errors);
    if (budget === null || guestCount === null || hasErrors(venue.errors)) return;
    onSearch(
      compactFilters({
        cuisine,
        postal_code: location.trim(),
        event_start_date: startDate,
        event_end_date: endDate,
        long_term_rental: longTermOnly || undefined,
        // The order chosen above the results stays.
        sort: initial.sort,
        dietary: more.dietary.join(",") || undefined,
        min_rating: more.minRating === "" ? undefined : Number(more.minRating),
        max_price: budget,
        guest_count: guestCount,
        ...venue.limits,
      }),
    );
  }

  function clear() {
    setCuisine("");
    setLocation("");
    setStartDate("");
    setEndDate("");
    setGuests("");
    setGuestsError(false);
    setLongTermOnly(false);
    setMore({ dietary: [], minRating: "", maxPrice: "", venue: EMPTY_VENUE });
    setBudgetError(false);
    setVenueErrors({});
    setDateError(null);
    onClear();
  }

  return (
    <form
      id={formId}
      className="card search-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="section-title">
        Znajdź food truck
      </h2>
      <div className="search-form__fields">
        <div className="field search-form__cuisine">
          <label htmlFor={`${id}-cuisine`}>Kuchnia</label>
          <select
            id={`${id}-cuisine`}
            name="cuisine"
            value={cuisine}
            onChange={(event) => setCuisine(event.target.value)}
          >
            <option value="">Dowolna kuchnia</option>
            <optgroup label="Dania">
              {DISH_OPTIONS.map(([code, label]) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </optgroup>
            <optgroup label="Napoje">
              {DRINK_OPTIONS.map(([code, label]) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <PlaceCombobox
          className="search-form__location"
          id={`${id}-location`}
          label="Lokalizacja"
          name="postal_code"
          maxLength={120}
          // Short enough for the half-width field of a tablet and the phone's full width.
          placeholder="np. Kraków lub 00-950"
          value={location}
          onChange={setLocation}
        />
        <div className="field">
          <label htmlFor={`${id}-start`}>Data od</label>
          <input
            id={`${id}-start`}
            name="event_start_date"
            type="date"
            value={startDate}
            onChange={(event) => setStartDate(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-end`}>Data do</label>
          <input
            id={`${id}-end`}
            name="event_end_date"
            type="date"
            min={startDate || undefined}
            value={endDate}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? `${id}-end-error` : undefined}
            onChange={(event) => setEndDate(event.target.value)}
          />
          {dateError && (
            <span id={`${id}-end-error`} className="field__error">
              {dateError}
            </span>
          )}
        </div>
        {/* Beyond SPEC.md (issue 35): organizers think in guests; the number goes on to the booking form. */}
        <div className="field search-form__guests">
          <label htmlFor={`${id}-guests`}>Liczba gości</label>
          <input
            id={`${id}-guests`}
            name="guest_count"
            type="number"
            inputMode="numeric"
            min={1}
            max={100_000}
            step={1}
            value={guests}
            aria-invalid={guestsError || undefined}
            aria-describedby={guestsError ? `${id}-guests-error` : undefined}
            onChange={(event) => setGuests(event.target.value)}
          />
          {guestsError && (
            <span id={`${id}-guests-error`} className="field__error">
              {GUESTS_ERROR}
            </span>
          )}
        </div>
      </div>
      <MoreFilters values={more} onChange={setMore} budgetError={budgetError} venueErrors={venueErrors} />
      <div className="search-form__footer">
        <label className="checkbox">
          <input
            type="checkbox"
            name="long_term_rental"
            checked={longTermOnly}
            onChange={(event) => setLongTermOnly(event.target.checked)}
          />
          <span>Tylko wynajem długoterminowy</span>
        </label>
        <div className="search-form__actions">
          {/* A link to the search without filters, so it clears the form without scripts too. */}
          <Link to="/" className="btn btn--secondary" onClick={(event) => onPlainClick(event, clear)}>
            Wyczyść
          </Link>
          <button type="submit" className="btn">
            Szukaj
          </button>
        </div>
      </div>
    </form>
  );
}
