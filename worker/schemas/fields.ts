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

/** A required, trimmed text with a length limit. */
export const requiredText = (message: string, max = 200) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, `Pole może mieć najwyżej ${max} znaków.`),
  );

/** A number, or a numeric string as HTML forms send it ("1500", "1500,50"). */
export const numberLike = (message: string) =>
  v.pipe(
    v.union(
      [v.number(message), v.pipe(v.string(message), v.trim(), v.regex(/^-?\d+([.,]\d+)?$/, message))],
      message,
    ),
    v.transform((value) => (typeof value === "number" ? value : Number(value.replace(",", ".")))),
    v.finite(message),
  );

/** "YYYY-MM-DD" or Unix seconds; the route checks it as a Warsaw calendar day (domain/calendar.ts). */
export const dateInput = (message: string, invalidMessage = message) =>
  v.union(
    [
      v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(20, invalidMessage)),
      v.pipe(v.number(message), v.integer(message)),
    ],
    message,
  );
