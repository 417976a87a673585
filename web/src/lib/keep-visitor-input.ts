/**
 * What a visitor typed, chose or opened on a page the worker rendered (decisions 0022, 0033) before the
 * app started. The app takes those elements over in place. A visitor's takeover hydrates (decision 0037):
 * the fields keep what the visitor typed, but the app's state holds their rendered (empty) values. A
 * signed-in user's render sets each field to that state and each `<details>` to the open state it renders
 * (the search's "Więcej filtrów" closes). Either way what the visitor did would be lost: it is noted
 * before and given back after, a field's value through its own events, so the app's state holds it too.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Noted =
  | { field: Field; value: string; checked: boolean }
  | { section: HTMLDetailsElement; open: boolean };

function changedByTheVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * The fields under `root` whose value the visitor changed, with that value, and every `<details>` with its
 * open state: the app renders the same page, so one its render opens or closes was toggled by the visitor.
 */
export function noteVisitorInput(root: HTMLElement): Noted[] {
  const fields = root.querySelectorAll<Field>("input, textarea, select");
  const noted: Noted[] = Array.from(fields)
    .filter(changedByTheVisitor)
    .map((field) => ({
      field,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }));
  for (const section of root.querySelectorAll("details")) noted.push({ section, open: section.open });
  return noted;
}

/** Gives each field still on the page the value noted, and each section its open state. */
export function giveBackVisitorInput(noted: Noted[]): void {
  for (const item of noted) {
    if ("section" in item) {
      if (item.section.open !== item.open) item.section.open = item.open;
      continue;
    }
    const { field, value, checked } = item;
    if (!field.isConnected || field.disabled) continue;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      // A radio left by the visitor is given back by the one they chose, whose check unchecks it.
      if (field.type === "radio" && !checked) continue;
      field.checked = checked;
    } else {
      field.value = value;
    }
    // Sent even when the field still shows it: the app's state learns the value only from its events.
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }
}
