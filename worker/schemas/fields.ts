import * as v from "valibot";
import "./messages";

/** The answer to a JSON body that is not an object (an array, a string, a number, null). */
export const NOT_AN_OBJECT = "Nieprawidłowe dane: oczekiwano obiektu JSON.";

/**
 * Any JSON object, its fields unchecked: for a route that checks who may call it between the body's shape
 * (an object, as for every route) and its fields, so a wrong actor's answer never depends on the fields.
 */
export const anyJsonObject = v.looseObject({});

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
    if (typeof key !== "string") return NOT_AN_OBJECT;
    return messages[key] ?? "Brak wymaganego pola.";
  });
}

/** Invisible format characters (bidi overrides and isolates, zero-width spaces, BOM, soft hyphens…) but the joiner. */
const FORMAT_CHARACTERS = /(?!\u200D)\p{Cf}/gu;
const CONTROL_CHARACTERS = /\p{Cc}/gu;
/** A zero-width joiner is kept only inside an emoji sequence (👨‍🍳), where it is part of the picture. */
const STRAY_JOINER = /(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;

/**
 * What people type, as it should be stored and shown: NFC, no invisible format characters (which can
 * reverse or hide text), no control characters; line breaks stay only where the field is multi-line.
 */
export function cleanText(text: string, multiline: boolean): string {
  return text
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(STRAY_JOINER, "")
    .replace(FORMAT_CHARACTERS, "")
    .replace(CONTROL_CHARACTERS, (char) => {
      if (char === "\n") return multiline ? "\n" : " ";
      return char === "\t" ? " " : "";
    });
}

/** The cleaning step for a text field's pipe. */
export const cleaned = (multiline = false) => v.transform((text: string) => cleanText(text, multiline));

const maxLengthMessage = (max: number) => `Pole może mieć najwyżej ${max} znaków.`;

/** A required, cleaned and trimmed one-line text with a length limit. */
export const requiredText = (message: string, max = 200) =>
  v.pipe(
    v.string(message),
    cleaned(),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, maxLengthMessage(max)),
  );

/** Like requiredText, for descriptions: line breaks are kept. */
export const requiredMultilineText = (message: string, max = 5000) =>
  v.pipe(
    v.string(message),
    cleaned(true),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, maxLengthMessage(max)),
  );

/** An optional one-line text ("" when left out). */
export const optionalText = (max = 200) =>
  v.optional(v.pipe(v.string(), cleaned(), v.trim(), v.maxLength(max, maxLengthMessage(max))), "");

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
