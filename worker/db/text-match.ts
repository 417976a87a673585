import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** Polish capital letters and their small ones: SQLite's lower() folds ASCII letters only. */
const POLISH_CAPITALS: readonly (readonly [string, string])[] = [
  ["Ą", "ą"],
  ["Ć", "ć"],
  ["Ę", "ę"],
  ["Ł", "ł"],
  ["Ń", "ń"],
  ["Ó", "ó"],
  ["Ś", "ś"],
  ["Ź", "ź"],
  ["Ż", "ż"],
];

/** The column's text in small letters, Polish ones too (a NULL reads as ""). */
function polishLower(column: SQLWrapper): SQL {
  let folded = sql`lower(coalesce(${column}, ''))`;
  for (const [capital, small] of POLISH_CAPITALS) {
    folded = sql`replace(${folded}, ${sql.raw(`'${capital}'`)}, ${sql.raw(`'${small}'`)})`;
  }
  return folded;
}

/**
 * The column contains `text`, whatever the case of either ("Łukasz", "łukasz" and "ŁUKASZ" alike). instr,
 * not LIKE: the text is matched literally (no wildcards to escape), and D1's 50-byte limit on LIKE patterns
 * cannot turn a long search into a 500.
 */
export function containsText(column: SQLWrapper, text: string): SQL {
  return sql`instr(${polishLower(column)}, ${text.toLowerCase()}) > 0`;
}
