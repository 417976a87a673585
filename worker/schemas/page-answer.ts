import * as v from "valibot";

/**
 * An API answer the worker puts into the page it serves (decision 0014), so the SPA's first request for
 * it needs no round trip: the GET it answers (path and query), that answer's status (200 unless said:
 * a truck or town that does not exist is the API's 404, issue 39), headers and JSON body.
 */
export const pageAnswerSchema = v.object({
  url: v.string(),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(599))),
  headers: v.record(v.string(), v.string()),
  body: v.unknown(),
});

export type PageAnswer = v.InferOutput<typeof pageAnswerSchema>;

/** What the page carries: every answer its first screen was rendered from (issue 39: a profile and its reviews). */
export const pageAnswersSchema = v.array(pageAnswerSchema);

/** The id of the `<script type="application/json">` element that carries them. */
export const PAGE_ANSWER_ID = "page-answer";

/** The server's public settings, which the home page carries (its results' map button depends on them). */
export const APP_CONFIG_URL = "/api/config";
