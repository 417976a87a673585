import { type KeyboardEvent, useEffect, useId, useReducer, useRef, useState } from "react";
import { describedByOf, FieldNotes } from "./field-notes";
import {
  CLOSED,
  comboboxReducer,
  placeKey,
  placeQueryOf,
  placeRegion,
  suggestionCountText,
  withPickedPlace,
} from "./place-combobox-state";
import { type PlaceSuggestion, usePlaceSuggestions } from "./use-place-suggestions";
import "./place-combobox.css";

export type { PlaceSuggestion };

interface PlaceComboboxProps {
  label: string;
  /** The text in the field; it need not be one of the suggestions. */
  value: string;
  onChange: (text: string) => void;
  /** Called after a suggestion is picked (the field already holds its name through onChange). */
  onPick?: (place: PlaceSuggestion) => void;
  error?: string | undefined;
  hint?: string;
  name?: string;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  maxLength?: number;
  /** Extra classes for the wrapping `.field` (e.g. its place in a grid). */
  className?: string;
  /** A street address ending with the town ("ul. Prosta 20, Warszawa"): suggest and replace only the town. */
  address?: boolean;
}

/**
 * A location text field with place suggestions from GET /api/places: the WAI-ARIA 1.2 combobox with a
 * listbox popup ("list autocomplete with manual selection"). Focus stays in the input; the highlighted
 * option is told to screen readers through aria-activedescendant.
 */
export function PlaceCombobox(props: PlaceComboboxProps) {
  const {
    label,
    value,
    onChange,
    onPick,
    error,
    hint,
    id,
    className,
    disabled,
    address = false,
    ...input
  } = props;
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listId = `${inputId}-list`;
  const listRef = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(comboboxReducer, CLOSED);
  const { options, current } = usePlaceSuggestions(placeQueryOf(value, address), state.open && !disabled);

  // A new answer means new options under the old indexes: in the same render, follow the highlighted place
  // to its new index, or drop the highlight when the answer no longer has it.
  const [seenOptions, setSeenOptions] = useState(options);
  if (seenOptions !== options) {
    const highlighted = seenOptions[state.active];
    setSeenOptions(options);
    dispatch({
      type: "results",
      keep: highlighted ? options.findIndex((place) => placeKey(place) === placeKey(highlighted)) : -1,
    });
  }

  const shown = state.open && !disabled && options.length > 0;
  const active = shown ? state.active : -1;
  const activeId = active >= 0 ? `${listId}-${active}` : undefined;

  // The list scrolls on a small screen: keep the highlighted option in view.
  useEffect(() => {
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView({ block: "nearest" });
  }, [active]);

  function pick(place: PlaceSuggestion) {
    onChange(withPickedPlace(value, place.name, address));
    onPick?.(place);
    dispatch({ type: "close" });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys that confirm an input method's composition belong to it, not to the list.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        // Options left from an older text only open the list; the highlight starts on a current answer.
        const count = shown || current ? options.length : 0;
        dispatch({ type: event.key === "ArrowDown" ? "next" : "previous", count });
        return;
      }
      case "Enter": {
        const place = options[active];
        // With nothing highlighted Enter does what it always does in a form: submits it.
        if (place) {
          event.preventDefault();
          pick(place);
        } else dispatch({ type: "close" });
        return;
      }
      case "Escape":
        // Only the list closes, not a dialog around the field; the text stays as it is.
        if (shown) event.stopPropagation();
        dispatch({ type: "close" });
        return;
      case "Tab":
        dispatch({ type: "close" });
    }
  }

  let status = "";
  if (shown) status = suggestionCountText(options.length);
  else if (state.open && current && !disabled) status = suggestionCountText(0);

  const describedBy = describedByOf(inputId, hint, error);
  return (
    <div className={["field", "place-combobox", className].filter(Boolean).join(" ")}>
      <label htmlFor={inputId}>{label}</label>
      <div className="place-combobox__anchor">
        <input
          {...input}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            dispatch({ type: "input" });
          }}
          onKeyDown={onKeyDown}
          onBlur={() => dispatch({ type: "close" })}
        />
        {/* Always in the page, so aria-controls points at it; mousedown must not take the focus away. */}
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label="Podpowiedzi miejscowości"
          className="place-combobox__list"
          hidden={!shown}
          onMouseDown={(event) => event.preventDefault()}
        >
          {shown &&
            options.map((place, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: aria-activedescendant pattern, the focus stays in the input.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input's onKeyDown picks with Enter.
              <div
                key={placeKey(place)}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className="place-combobox__option"
                onClick={() => pick(place)}
              >
                <span className="place-combobox__name">{place.name}</span>
                <span className="place-combobox__region">{placeRegion(place)}</span>
              </div>
            ))}
        </div>
      </div>
      <span className="sr-only" role="status">
        {status}
      </span>
      <FieldNotes controlId={inputId} hint={hint} error={error} />
    </div>
  );
}
