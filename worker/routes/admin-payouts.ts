import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../app-env";
import { validate } from "../lib/validate";
import {
  listPayments,
  listPayouts,
  PAYMENT_STATUSES,
  PAYOUT_STATUSES,
} from "../use-cases/payments/payout-queries";

const payoutFilter = v.object({
  status: v.optional(v.picklist(PAYOUT_STATUSES, "Nieprawidłowy status wypłaty.")),
});

/** Payouts for admins: failed transfers stay visible with their last error (issue 12). */
export const adminPayoutsRoutes = new Hono<AppEnv>().get("/", validate("query", payoutFilter), async (c) => {
  return c.json(await listPayouts(c.var.db, c.req.valid("query").status));
});

const paymentFilter = v.object({
  status: v.optional(v.picklist(PAYMENT_STATUSES, "Nieprawidłowy status płatności.")),
  failure_code: v.optional(v.pipe(v.string(), v.maxLength(100, "Nieprawidłowy kod błędu płatności."))),
});

/** Payments for admins, e.g. those flagged `amount_mismatch` by the webhook (issue 12). */
export const adminPaymentsRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", paymentFilter),
  async (c) => {
    const { status, failure_code: failureCode } = c.req.valid("query");
    return c.json(await listPayments(c.var.db, { status, failureCode }));
  },
);
