import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";

/** A caller's own id (a proxy's, a client's) is kept when it looks like one; otherwise a new UUID. */
const CALLER_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * Every API answer carries `x-request-id`, and every error logged for the request names it, so a user's
 * report ("it failed at 14:02") can be matched to the one log line of that failure.
 */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header("x-request-id");
  const id = incoming && CALLER_ID.test(incoming) ? incoming : crypto.randomUUID();
  c.set("requestId", id);
  await next();
  c.header("x-request-id", id);
});
