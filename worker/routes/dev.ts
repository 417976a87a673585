import { desc, sql } from "drizzle-orm";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { localTileSvg } from "../adapters/map-tiles";
import type { AppEnv } from "../app-env";
import { isDevelopment } from "../config";
import { devMailbox } from "../db/schema";
import { ApiError, MESSAGES } from "../lib/errors";
import { validate, validatePath } from "../lib/validate";

/** Development helpers; they do not exist (404) outside development. */
const developmentOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!isDevelopment(c.env)) throw new ApiError(404, MESSAGES.notFound);
  await next();
});

const tilePath = validatePath({
  z: v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number)),
  x: v.pipe(v.string(), v.regex(/^\d{1,7}$/), v.transform(Number)),
  y: v.pipe(
    v.string(),
    v.regex(/^\d{1,7}\.svg$/),
    v.transform((y) => Number.parseInt(y, 10)),
  ),
});

const mailboxQuery = v.object({ to: v.optional(v.pipe(v.string(), v.maxLength(320))) });

export const devRoutes = new Hono<AppEnv>()
  .use(developmentOnly)
  // The offline map tiles of development (adapters/map-tiles.ts).
  .get("/map-tiles/:z/:x/:y", tilePath, (c) => {
    const { z, x, y } = c.req.valid("param");
    c.header("Content-Type", "image/svg+xml");
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(localTileSvg(z, x, y));
  })
  // ?to= gives one recipient's mails: the e2e tests poll for theirs while the mailbox fills with a run's
  // hundreds of mails (each with its HTML), which they would otherwise fetch whole at every poll.
  .get("/mailbox", validate("query", mailboxQuery), async (c) => {
    const { to } = c.req.valid("query");
    const mails = await c.var.db
      .select({
        to: devMailbox.to,
        subject: devMailbox.subject,
        text: devMailbox.text,
        html: devMailbox.html,
        created_at: devMailbox.createdAt,
      })
      .from(devMailbox)
      .where(to ? sql`lower(${devMailbox.to}) = ${to.toLowerCase()}` : undefined)
      .orderBy(desc(devMailbox.id))
      .limit(200);
    return c.json(mails);
  });
