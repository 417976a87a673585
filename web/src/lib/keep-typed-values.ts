/**
 * What a visitor typed or chose on a page the worker rendered (decisions 0022, 0033) before the app
 * started. The app takes those elements over in place, but its render sets each field to the value its
 * state holds (empty), so the typing would be lost: it is noted before and given back after, through the
 * field's own events, so the app's state holds it too.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Typed = { field: Field; value: string; checked: boolean };

function changedByTheVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** The fields under `root` whose value the visitor changed, with that value. */
export function noteTypedValues(root: HTMLElement): Typed[] {
  const fields = root.querySelectorAll<Field>("input, textarea, select");
  return Array.from(fields)
    .filter(changedByTheVisitor)
    .map((field) => ({
      field,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }));
}

/** Gives each field still on the page the value noted, where the app's render replaced it. */
export function giveBackTypedValues(typed: Typed[]): void {
  for (const { field, value, checked } of typed) {
    if (!field.isConnected || field.disabled) continue;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      // A click toggles it and sends the events the app listens to.
      if (field.checked !== checked) field.click();
      continue;
    }
    if (field.value === value) continue;
    field.value = value;
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }
}
