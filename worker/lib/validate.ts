import { vValidator } from "@hono/valibot-validator";
import type { ValidationTargets } from "hono";
import * as v from "valibot";
import "../schemas/messages";
import { ApiError, MESSAGES } from "./errors";

/** The first issue's dotted path, so forms can put the message next to the right field. */
function issueField(issue: v.BaseIssue<unknown>): string | undefined {
  const keys = issue.path?.map((item) => String(item.key)).filter(Boolean);
  return keys && keys.length > 0 ? keys.join(".") : undefined;
}

/** Validates one part of the request; a failure is a 400 with the first Polish message (and its field). */
export function validate<T extends v.GenericSchema, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return vValidator(target, schema, (result) => {
    if (result.success) return;
    const [first] = result.issues;
    const field = first ? issueField(first) : undefined;
    throw new ApiError(400, first?.message ?? "Nieprawidłowe dane.", field ? { field } : {});
  });
}

/**
 * A numeric path id (`/:id`, `/:invitationId`): text that cannot be an id names nothing (404, as a path
 * that does not exist); a number too long to be one is a bad request (400).
 */
export const pathId = v.pipe(
  v.string(),
  v.regex(/^\d+$/, MESSAGES.notFound),
  v.maxLength(10, "Nieprawidłowy identyfikator."),
  v.transform(Number),
);

/** Validates path segments; a segment outside its fixed set of values is a 404 too. */
export function validatePath<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return vValidator("param", v.object(entries), (result) => {
    if (result.success) return;
    const [first] = result.issues;
    if (first?.type === "max_length") throw new ApiError(400, first.message);
    throw new ApiError(404, MESSAGES.notFound);
  });
}
