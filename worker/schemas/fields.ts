import * as v from "valibot";
import "./messages";

/**
 * `v.object` whose missing keys get the field's own Polish message (valibot otherwise reports a generic
 * "invalid key"), and a body that is not an object at all a clear one.
 */
export function fields<TEntries extends v.ObjectEntries>(
  entries: TEntries,
  missing: Partial<Record<Extract<keyof TEntries, string>, string>>,
) {
  const messages: Partial<Record<string, string>> = missing;
  return v.object(entries, (issue) => {
    const key = issue.path?.at(-1)?.key;
    if (typeof key !== "string") return "Nieprawidłowe dane: oczekiwano obiektu JSON.";
    return messages[key] ?? "Brak wymaganego pola.";
  });
}
