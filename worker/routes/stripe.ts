import { Hono } from "hono";
import * as v from "valibot";
import { paymentsTestMode } from "../adapters/payments";
import type { AppEnv } from "../app-env";
import { ApiError, MESSAGES } from "../lib/errors";
import { pathId, validate, validatePath } from "../lib/validate";
import { bookingForPayer, requireAuth } from "../permissions";
import { dashboardLink, paymentAccountStatus } from "../use-cases/payments/accounts";
import { startPayment } from "../use-cases/payments/start-payment";
import { completeTestModePayment, receiveWebhook } from "../use-cases/payments/webhook";
import { useCaseContext } from "./context";

const requestPath = validatePath({ requestId: pathId });

const testModePaymentSchema = v.object({
  outcome: v.picklist(["succeeded", "failed"], "Wybierz wynik płatności: succeeded lub failed."),
});

/** Payments (SPEC.md §7 "stripe"): the payer's intent, the payee's dashboard, and Stripe's webhook. */
export const stripeRoutes = new Hono<AppEnv>()
  // Stripe calls this without a session: the signature over the raw body is the credential.
  .post("/webhook", async (c) => {
    await receiveWebhook(useCaseContext(c), await c.req.text(), c.req.header("Stripe-Signature"));
    return c.json({ received: true });
  })

  .get("/account", requireAuth, async (c) => {
    return c.json(await paymentAccountStatus(useCaseContext(c), c.var.user));
  })

  .post("/create-dashboard-link", requireAuth, async (c) => {
    return c.json(await dashboardLink(useCaseContext(c), c.var.user));
  })

  .post("/create-payment-intent/:requestId", requireAuth, requestPath, async (c) => {
    const target = await bookingForPayer(c.var.db, c.req.valid("param").requestId, c.var.user);
    return c.json(await startPayment(useCaseContext(c), target));
  })

  .post(
    "/test-mode/payments/:requestId",
    async (c, next) => {
      // Not there at all when real money moves (or could: production).
      if (!paymentsTestMode(c.env)) throw new ApiError(404, MESSAGES.notFound);
      await next();
    },
    requireAuth,
    requestPath,
    validate("json", testModePaymentSchema),
    async (c) => {
      const target = await bookingForPayer(c.var.db, c.req.valid("param").requestId, c.var.user);
      const outcome = await completeTestModePayment(useCaseContext(c), target, c.req.valid("json").outcome);
      return c.json({ outcome });
    },
  );
