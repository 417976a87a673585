import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { isDevelopment } from "../config";
import { devMailbox } from "../db/schema";
import { ApiError, MESSAGES } from "../lib/errors";

/** Development helpers; they do not exist (404) outside development. */
const developmentOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!isDevelopment(c.env)) throw new ApiError(404, MESSAGES.notFound);
  await next();
});

export const devRoutes = new Hono<AppEnv>().use(developmentOnly).get("/mailbox", async (c) => {
  const mails = await c.var.db
    .select({
      to: devMailbox.to,
      subject: devMailbox.subject,
      text: devMailbox.text,
      html: devMailbox.html,
      created_at: devMailbox.createdAt,
    })
    .from(devMailbox)
    .orderBy(desc(devMailbox.id))
    .limit(200);
  return c.json(mails);
});
