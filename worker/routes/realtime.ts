import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { requireAuth } from "../permissions";
import { signSocketTicket } from "../use-cases/accounts/app-token";

/** POST /api/realtime/ticket: a one-minute ticket for the next WebSocket of this session (routes/parties.ts). */
export const realtimeRoutes = new Hono<AppEnv>().post("/ticket", requireAuth, async (c) =>
  c.json({ ticket: await signSocketTicket(c.env, c.var.user, c.var.session.jti) }),
);
