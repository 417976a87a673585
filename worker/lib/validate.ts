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

const idSegment = v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number));

/**
 * Numeric path ids (`/:id`, `/:invitationId`), and other path segments with a fixed set of values: a
 * value that cannot name anything answers 404, as a path that does not exist.
 */
export function validatePath<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return vValidator("param", v.object(entries), (result) => {
    if (!result.success) throw new ApiError(404, MESSAGES.notFound);
  });
}

export const pathId = idSegment;
