import { DIETARY, DISHES, DRINKS } from "@shared/domain/offer-catalogue";
import { useState } from "react";
import "./offer-picker.css";

import type { OfferKind, OfferSelection } from "./offer-selection";

export type { OfferKind, OfferSelection };

const CATALOGUES: Record<OfferKind, Record<string, string>> = {
  dishes: DISHES,
  drinks: DRINKS,
  dietary: DIETARY,
};

/** The ticked offer (dishes, drinks, dietary options) of a form, sent in catalogue order. */
export function useOfferSelection(initial: OfferSelection = { dishes: [], drinks: [], dietary: [] }) {
  const [selection, setSelection] = useState<OfferSelection>(initial);
  function toggle(kind: OfferKind, code: string, checked: boolean) {
    setSelection((old) => ({
      ...old,
      [kind]: checked ? [...old[kind], code] : old[kind].filter((item) => item !== code),
    }));
  }
  /** Catalogue order, whatever order the boxes were ticked in. */
  function ordered(): OfferSelection {
    const pick = (kind: OfferKind) =>
      Object.keys(CATALOGUES[kind]).filter((code) => selection[kind].includes(code));
    return { dishes: pick("dishes"), drinks: pick("drinks"), dietary: pick("dietary") };
  }
  return { selection, toggle, ordered };
}

interface OfferGroupProps {
  kind: OfferKind;
  legend: string;
  selected: readonly string[];
  onToggle: (kind: OfferKind, code: string, checked: boolean) => void;
  disabled: boolean;
  /** The group's message: its first box is where the keyboard goes after a refused submit. */
  invalid?: boolean;
  hint?: string;
  /** Ids of texts that describe the group (a hint, an error above the groups). */
  describedBy?: string;
  required?: boolean;
}

/** One group of offer checkboxes from the catalogue, in a labelled fieldset. */
function OfferGroup({
  kind,
  legend,
  selected,
  onToggle,
  disabled,
  invalid = false,
  hint,
  describedBy,
  required = false,
}: OfferGroupProps) {
  const hintId = `offer-${kind}-hint`;
  const described = [hint ? hintId : "", describedBy ?? ""].filter(Boolean).join(" ");
  return (
    <fieldset
      className={invalid ? "group offer-group offer-group--invalid" : "group offer-group"}
      aria-describedby={described || undefined}
    >
      <legend>
        {legend}
        {required && <span className="offer-group__required"> (wymagane)</span>}
      </legend>
      {hint && (
        <p id={hintId} className="field__hint offer-group__hint">
          {hint}
        </p>
      )}
      <div className="offer-checks">
        {Object.entries(CATALOGUES[kind]).map(([code, label], index) => (
          <label key={code} className="checkbox offer-check">
            <input
              type="checkbox"
              name={kind}
              value={code}
              checked={selected.includes(code)}
              disabled={disabled}
              aria-invalid={invalid && index === 0 ? true : undefined}
              onChange={(event) => onToggle(kind, code, event.target.checked)}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const LEGENDS: Record<OfferKind, string> = {
  dishes: "Dania",
  drinks: "Napoje",
  dietary: "Opcje dietetyczne",
};

interface OfferGroupsProps {
  selection: OfferSelection;
  onToggle: OfferGroupProps["onToggle"];
  disabled: boolean;
  /** Id of an error shown above the groups. */
  describedBy?: string | undefined;
  /** The dishes group may explain itself, be required and be the invalid one. */
  dishes?: { hint?: string; required?: boolean; invalid?: boolean; describedBy?: string };
}

/** The whole offer: dishes, drinks and dietary options (profile form, create-event dialog). */
export function OfferGroups({ selection, onToggle, disabled, describedBy, dishes = {} }: OfferGroupsProps) {
  return (["dishes", "drinks", "dietary"] as const).map((kind) => (
    <OfferGroup
      key={kind}
      kind={kind}
      legend={LEGENDS[kind]}
      selected={selection[kind]}
      onToggle={onToggle}
      disabled={disabled}
      {...(describedBy ? { describedBy } : {})}
      {...(kind === "dishes" ? dishes : {})}
    />
  ));
}
