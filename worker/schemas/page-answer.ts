import * as v from "valibot";

/**
 * An API answer the worker puts into the page it serves (decision 0014), so the SPA's first request for
 * it needs no round trip: the GET it answers (path and query), that answer's headers and its JSON body.
 */
export const pageAnswerSchema = v.object({
  url: v.string(),
  headers: v.record(v.string(), v.string()),
  body: v.unknown(),
});

export type PageAnswer = v.InferOutput<typeof pageAnswerSchema>;

/** The id of the `<script type="application/json">` element that carries it. */
export const PAGE_ANSWER_ID = "page-answer";
