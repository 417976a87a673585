/**
 * The header that carries a D1 session's bookmark between an answer and the caller's next request
 * (worker/db/session.ts on the server, web/src/lib/db-bookmark.ts in the SPA).
 */
export const BOOKMARK_HEADER = "x-d1-bookmark";
