import { createExecutionContext, env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { auditLog, payouts } from "../../worker/db/schema";
import { payOut } from "../../worker/use-cases/payments/settlement";
import {
  bookingRow,
  confirmedBooking,
  createParties,
  createStrangers,
  reportProblem,
  subjectsTo,
} from "./booking-fixtures";
import { createFakeStripe } from "./fake-stripe";
import { api, db, TEXT, uniqueIp } from "./helpers";
import { type Paid, paidBooking, paymentOf, payoutOf, stripeEnv } from "./payment-fixtures";

// POST /api/admin/disputes/{requestId}/resolve (SPEC.md §7): refund (amount in grosze, partial allowed,
// the rest to the payee) → resolved_refunded; release → resolved_released. Admins only.

const TEXTS = {
  amount: "Kwota zwrotu musi być liczbą większą od zera.",
  abovePaid: "Kwota zwrotu nie może być wyższa niż wpłacona kwota.",
  nothingToRefund: "W tej rezerwacji nie ma wpłaty, którą można zwrócić.",
  notNow: "Tej operacji nie można wykonać w obecnym stanie rezerwacji.",
  action: "Wybierz sposób rozstrzygnięcia: refund (zwrot) lub release (przekazanie).",
} as const;

const RESOLVED_SUBJECT = (truck: string) => `Zgłoszenie rozpatrzone: ${truck} – Foodtruck Marketplace`;

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function resolve(requestId: number, body: unknown, token?: string): Promise<Response> {
  return api(`/admin/disputes/${requestId}/resolve`, body, token === undefined ? {} : { token });
}

/** A paid booking on which the organizer reported a problem. */
async function disputedPaid(): Promise<Paid> {
  const paid = await paidBooking();
  const res = await reportProblem(
    paid.requestId,
    { description: "Food truck przyjechał dwie godziny po czasie." },
    paid.parties.organizer.token,
  );
  expect(res.status).toBe(200);
  return paid;
}

async function auditRows(requestId: number) {
  return db()
    .select({ action: auditLog.action, detailsJson: auditLog.detailsJson })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "booking"), eq(auditLog.targetId, String(requestId))));
}

describe("who may resolve", () => {
  it("only admins: the parties and other users 403, anonymous 401, and nothing changes", async () => {
    const paid = await disputedPaid();
    const strangers = await createStrangers();
    for (const token of [
      paid.parties.organizer.token,
      paid.parties.owner.token,
      strangers.otherOwner.token,
    ]) {
      const res = await resolve(paid.requestId, { action: "release" }, token);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: TEXT.forbidden });
    }
    expect((await resolve(paid.requestId, { action: "release" })).status).toBe(401);
    expect((await bookingRow(paid.requestId)).status).toBe("disputed");
  });
});

describe("refund bounds", () => {
  it("above 0 and at most the paid amount, with Polish messages", async () => {
    const paid = await disputedPaid();
    const { token } = (await createStrangers()).admin;
    const cases: [unknown, number, string][] = [
      [{ action: "refund", amount: 0 }, 400, TEXTS.amount],
      [{ action: "refund", amount: -5 }, 400, TEXTS.amount],
      [{ action: "refund", amount: 12.5 }, 400, TEXTS.amount],
      [{ action: "refund", amount: "100" }, 400, TEXTS.amount],
      [{ action: "refund" }, 400, TEXTS.amount],
      [{ action: "refund", amount: 25_001 }, 400, TEXTS.abovePaid],
      [{ action: "keep" }, 400, TEXTS.action],
    ];
    for (const [body, status, message] of cases) {
      const res = await resolve(paid.requestId, body, token);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(((await res.json()) as { message: string }).message, JSON.stringify(body)).toBe(message);
    }
    expect((await bookingRow(paid.requestId)).status).toBe("disputed");
    expect((await paymentOf(paid.requestId))?.refundedGrosze).toBe(0);
  });
});

describe("resolving", () => {
  it("partial refund: resolved_refunded, the rest scheduled for the payee at once, both told, audited", async () => {
    const paid = await disputedPaid();
    const { token } = (await createStrangers()).admin;
    const res = await resolve(paid.requestId, { action: "refund", amount: 10_000 }, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ request_id: paid.requestId, status: "resolved_refunded" });
    expect(await paymentOf(paid.requestId)).toMatchObject({
      status: "partially_refunded",
      refundedGrosze: 10_000,
    });
    const payout = await payoutOf(paid.requestId);
    expect(payout).toMatchObject({
      amountGrosze: 15_000,
      payeeId: paid.parties.owner.user.id,
    });
    // The payout queue got it too; whichever consumer comes first pays it, once.
    expect(["paid", "skipped"]).toContain(await payOut(env, db(), payout?.id ?? 0));
    expect((await payoutOf(paid.requestId))?.status).toBe("paid");
    const truck = paid.parties.profile.food_truck_name;
    expect(await subjectsTo(paid.parties.organizer)).toContain(RESOLVED_SUBJECT(truck));
    expect(await subjectsTo(paid.parties.owner)).toContain(RESOLVED_SUBJECT(truck));
    expect(await auditRows(paid.requestId)).toEqual([
      {
        action: "dispute_refund",
        detailsJson: JSON.stringify({ refund_grosze: 10_000, release_grosze: 15_000 }),
      },
    ]);

    // Resolved once: a second decision is a state refusal.
    const again = await resolve(paid.requestId, { action: "release" }, token);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: TEXTS.notNow });
  });

  it("full refund: everything back, nothing for the payee", async () => {
    const paid = await disputedPaid();
    const { token } = (await createStrangers()).admin;
    expect((await resolve(paid.requestId, { action: "refund", amount: 25_000 }, token)).status).toBe(200);
    expect(await paymentOf(paid.requestId)).toMatchObject({ status: "refunded", refundedGrosze: 25_000 });
    expect(await payoutOf(paid.requestId)).toBeUndefined();
  });

  it("release: resolved_released and the whole amount to the payee, replacing a payout paused by the report", async () => {
    const paid = await disputedPaid();
    // Scheduled before the problem was reported, then paused.
    await db().insert(payouts).values({
      requestId: paid.requestId,
      payeeId: paid.parties.owner.user.id,
      amountGrosze: 25_000,
      releaseAfter: 0,
      testMode: true,
    });
    const { token } = (await createStrangers()).admin;
    const res = await resolve(paid.requestId, { action: "release" }, token);
    expect(res.status).toBe(200);
    expect((await bookingRow(paid.requestId)).status).toBe("resolved_released");
    const payout = await payoutOf(paid.requestId);
    expect(payout?.amountGrosze).toBe(25_000);
    expect(["scheduled", "paid"]).toContain(payout?.status);
    expect((await paymentOf(paid.requestId))?.refundedGrosze).toBe(0);
  });

  it("a dispute on a booking nobody paid: release only changes the status; a refund is refused", async () => {
    const parties = await createParties();
    const booking = await confirmedBooking(parties);
    await reportProblem(
      booking.request_id,
      { description: "Właściciel nie odbiera telefonu." },
      parties.owner.token,
    );
    const { token } = (await createStrangers()).admin;
    const refund = await resolve(booking.request_id, { action: "refund", amount: 100 }, token);
    expect(refund.status).toBe(409);
    expect(await refund.json()).toEqual({ message: TEXTS.nothingToRefund });
    expect((await resolve(booking.request_id, { action: "release" }, token)).status).toBe(200);
    expect((await bookingRow(booking.request_id)).status).toBe("resolved_released");
    expect(await payoutOf(booking.request_id)).toBeUndefined();
  });

  it("money already paid out before the report cannot be refunded here", async () => {
    const paid = await disputedPaid();
    await db().insert(payouts).values({
      requestId: paid.requestId,
      payeeId: paid.parties.owner.user.id,
      amountGrosze: 25_000,
      releaseAfter: 0,
      status: "paid",
    });
    const { token } = (await createStrangers()).admin;
    const res = await resolve(paid.requestId, { action: "refund", amount: 5_000 }, token);
    expect(res.status).toBe(409);
    expect((await bookingRow(paid.requestId)).status).toBe("disputed");
  });

  it("not disputed: 409, whatever the amount", async () => {
    const paid = await paidBooking();
    const { token } = (await createStrangers()).admin;
    const res = await resolve(paid.requestId, { action: "refund", amount: 100 }, token);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: TEXTS.notNow });
  });
});

describe("refunds through Stripe", () => {
  it("sends one refund of the amount for the booking's intent, under one key per booking", async () => {
    const fake = createFakeStripe();
    fake.install();
    const paid = await disputedPaid();
    const { token } = (await createStrangers()).admin;
    const res = await app.request(
      `http://localhost/api/admin/disputes/${paid.requestId}/resolve`,
      {
        method: "POST",
        headers: {
          Authorization: `Bearer ${token}`,
          "Content-Type": "application/json",
          "CF-Connecting-IP": uniqueIp(),
        },
        body: JSON.stringify({ action: "refund", amount: 7_550 }),
      },
      stripeEnv,
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
    const intentId = (await paymentOf(paid.requestId))?.providerPaymentIntentId;
    expect(
      fake.calls.map((call) => [call.method, call.path, call.params, call.headers.get("Idempotency-Key")]),
    ).toEqual([
      [
        "POST",
        "/v1/refunds",
        { payment_intent: intentId, amount: "7550" },
        `dispute-refund-request-${paid.requestId}`,
      ],
    ]);
    expect(await payoutOf(paid.requestId)).toMatchObject({ amountGrosze: 17_450 });
  });
});
