import * as v from "valibot";

export type FieldErrors = Partial<Record<string, string>>;

/** Validates with a shared schema; returns the first message per field (empty when valid). */
export function fieldErrors(schema: v.GenericSchema, input: unknown): FieldErrors {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = issue.path?.map((item) => String(item.key)).join(".") ?? "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}
