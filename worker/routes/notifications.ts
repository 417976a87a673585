import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { validate } from "../lib/validate";
import { requireAuth } from "../permissions";
import { NOTIFICATION_TEXTS, pushSubscriptionSchema, pushUnsubscribeSchema } from "../schemas/notifications";
import { subscribePush, unsubscribePush } from "../use-cases/notifications/push-subscriptions";

/** POST/DELETE /api/notifications/subscribe: the signed-in user's Web Push subscriptions, one per browser. */
export const notificationsRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .post("/subscribe", validate("json", pushSubscriptionSchema), async (c) => {
    await subscribePush(c.var.db, c.var.user.id, c.req.valid("json"));
    return c.json({ message: NOTIFICATION_TEXTS.subscribed });
  })
  .delete("/subscribe", validate("json", pushUnsubscribeSchema), async (c) => {
    await unsubscribePush(c.var.db, c.var.user.id, c.req.valid("json").endpoint);
    return c.json({ message: NOTIFICATION_TEXTS.unsubscribed });
  });
