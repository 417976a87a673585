import { vValidator } from "@hono/valibot-validator";
import type { ValidationTargets } from "hono";
import * as v from "valibot";
import { NOT_AN_OBJECT } from "../schemas/fields";
import "../schemas/messages";
import { ApiError, MESSAGES } from "./errors";

/** The first issue's dotted path, so forms can put the message next to the right field. */
function issueField(issue: v.BaseIssue<unknown>): string | undefined {
  const keys = issue.path?.map((item) => String(item.key)).filter(Boolean);
  return keys && keys.length > 0 ? keys.join(".") : undefined;
}

/**
 * The names each query validator reads, by its middleware: the route fuzz test (tests/worker/fuzz-routes)
 * aims nasty values at the names a route really reads instead of every name at every route.
 */
const queryNames = new WeakMap<object, readonly string[]>();

/** The query names a route's handler validates (none for a handler that is not a query validator). */
export function queryNamesOf(handler: object): readonly string[] {
  return queryNames.get(handler) ?? [];
}

/** The keys of an object schema, also when it is the first step of a pipe (`fields(...)` adds checks). */
function entryNames(schema: v.GenericSchema): string[] {
  if ("entries" in schema && typeof schema.entries === "object" && schema.entries !== null)
    return Object.keys(schema.entries);
  if ("pipe" in schema && Array.isArray(schema.pipe)) {
    const [first] = schema.pipe;
    if (typeof first === "object" && first !== null && "kind" in first && first.kind === "schema")
      return entryNames(first);
  }
  return [];
}

/** The handlers that validate a JSON body: the route tests send each of them what is not an object. */
const jsonBodies = new WeakSet<object>();

/** True when `handler` is the validator of a route's JSON body. */
export function readsJsonBody(handler: object): boolean {
  return jsonBodies.has(handler);
}

/**
 * Every JSON body is an object. valibot's object schemas take an array for one without keys (and one whose
 * fields are all optional would accept it), so `validate` refuses anything else first, the same for every
 * route, before the route's own schema is asked.
 */
function isJsonObject(input: unknown): boolean {
  return typeof input === "object" && input !== null && !Array.isArray(input);
}

/** Validates one part of the request; a failure is a 400 with the first Polish message (and its field). */
export function validate<T extends v.GenericSchema, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  // Typed as the schema's input, which the schema then checks in full.
  const shape = v.custom<v.InferInput<T>>((input) => target !== "json" || isJsonObject(input), NOT_AN_OBJECT);
  const middleware = vValidator(target, v.pipe(shape, schema), (result) => {
    if (result.success) return;
    const [first] = result.issues;
    const field = first ? issueField(first) : undefined;
    throw new ApiError(400, first?.message ?? "Nieprawidłowe dane.", field ? { field } : {});
  });
  if (target === "query") queryNames.set(middleware, entryNames(schema));
  if (target === "json") jsonBodies.add(middleware);
  return middleware;
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
