/**
 * D1 read replication (Sessions API): a request's queries run in one session, so they see each other's
 * writes, and the session starts from the bookmark the caller's previous answer carried, so the same user
 * reads their own writes from whichever replica near them serves the next request. Without replicas
 * (locally, or replication off) a session behaves as the database itself.
 */

// D1 bookmarks are hex groups joined by dashes; anything else is ignored rather than sent to D1.
const BOOKMARK = /^[0-9a-f]{1,16}(-[0-9a-f]{1,64}){1,8}$/i;

export function sessionFor(db: D1Database, bookmark: string | undefined): D1DatabaseSession {
  return db.withSession(bookmark && BOOKMARK.test(bookmark) ? bookmark : "first-unconstrained");
}

/** The session as the D1Database drizzle takes: queries through the session, the rest to the database. */
export function sessionDatabase(db: D1Database, session: D1DatabaseSession): D1Database {
  return {
    prepare: (query) => session.prepare(query),
    batch: <T = unknown>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    exec: (query) => db.exec(query),
    withSession: (constraintOrBookmark) => db.withSession(constraintOrBookmark),
    dump: () => db.dump(),
  };
}
