/** D1 reports a broken constraint only in the error text; this reads which kind it was. */
export function constraintFailure(error: unknown): "unique" | "not_null" | null {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  if (text.includes("UNIQUE constraint failed")) return "unique";
  if (text.includes("NOT NULL constraint failed")) return "not_null";
  return null;
}

/** An e-mail taken, a calendar day held, a review given twice. */
export function isUniqueViolation(error: unknown): boolean {
  return constraintFailure(error) === "unique";
}
