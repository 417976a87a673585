import type { Db } from "./db/client";
import type { users } from "./db/schema";
import type { Env } from "./env";

export type UserRow = typeof users.$inferSelect;

export interface SessionClaims {
  jti: string;
  expiresAt: number;
}

/** Hono generics shared by every route: bindings plus what middleware puts on the context. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** The request's drizzle client (one middleware sets it). */
    db: Db;
    user: UserRow;
    /** The bearer token's session: its id and expiry, for logout. */
    session: SessionClaims;
    /** The request's id (lib/request-id.ts): sent back as x-request-id and named in its error logs. */
    requestId: string;
  };
}
