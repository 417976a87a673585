/**
 * Calendar sync (beyond SPEC.md, issue 17):
 * - GET /calendar/{token}.ics: an owner's private feed for calendar apps; no session (the secret address
 *   is the key); an unknown or turned-off address is 404.
 * - GET/POST/DELETE /users/me/calendar-feed (owners; others 403): whether the feed is on, a new address
 *   (shown once; the old one stops working), turning it off.
 */
import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../app-env";
import { ApiError } from "../lib/errors";
import { validatePath } from "../lib/validate";
import { requireAuth } from "../permissions";
import { feedCalendar, feedStatus, newFeed, revokeFeed } from "../use-cases/calendar/feed";
import { CALENDAR_TEXTS } from "../use-cases/calendar/texts";
import { calendarResponse } from "./calendar-response";

const feedPath = validatePath({ file: v.string() });
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export const calendarFeedRoutes = new Hono<AppEnv>().get("/:file", feedPath, async (c) => {
  const token = FEED_FILE.exec(c.req.valid("param").file)?.[1];
  const text = token ? await feedCalendar(c.var.db, token, c.env.APP_URL) : undefined;
  if (text === undefined) throw new ApiError(404, CALENDAR_TEXTS.feedNotFound);
  return calendarResponse(text, { filename: "foodtruck-rezerwacje.ics", inline: true });
});

export const calendarFeedSettingsRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .use(async (c, next) => {
    if (c.var.user.userType !== "food_truck_owner") throw new ApiError(403, CALENDAR_TEXTS.ownersOnly);
    await next();
  })
  .get("/", async (c) => c.json(await feedStatus(c.var.db, c.var.user)))
  .post("/", async (c) => c.json(await newFeed(c.var.db, c.var.user, c.env.APP_URL)))
  .delete("/", async (c) => c.json(await revokeFeed(c.var.db, c.var.user)));
