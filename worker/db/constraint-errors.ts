/**
 * D1 reports a broken unique key (an e-mail taken, a calendar day held, a review given twice) only in the
 * error text.
 */
export function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  return text.includes("UNIQUE constraint failed");
}
