import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../app-env";
import { validate } from "../lib/validate";
import { requireAdmin } from "../permissions";
import { listPayouts, PAYOUT_STATUSES } from "../use-cases/payments/payout-queries";

const payoutFilter = v.object({
  status: v.optional(v.picklist(PAYOUT_STATUSES, "Nieprawidłowy status wypłaty.")),
});

/** Payouts for admins: failed transfers stay visible with their last error (issue 12). */
export const adminPayoutsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get("/", validate("query", payoutFilter), async (c) => {
    return c.json(await listPayouts(c.var.db, c.req.valid("query").status));
  });
