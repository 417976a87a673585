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
import { createFakeStripe, type FakeStripe } from "./fake-stripe";
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
  providerFailed: "Operator płatności nie odpowiada. Spróbuj ponownie za chwilę.",
  refundRefused:
    "Operator płatności odrzucił zwrot. Sprawdź tę płatność w panelu Stripe i podejmij decyzję ponownie.",
  inProgress:
    "To zgłoszenie jest właśnie rozstrzygane inną decyzją. Odśwież stronę; jeśli decyzja nie została zapisana, powtórz ją z tą samą kwotą.",
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
    .select({ action: auditLog.action, adminEmail: auditLog.adminEmail, detailsJson: auditLog.detailsJson })
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
        adminEmail: expect.stringContaining("@"),
        detailsJson: JSON.stringify({
          before: { status: "disputed" },
          after: { status: "resolved_refunded" },
          refund_grosze: 10_000,
          release_grosze: 15_000,
        }),
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
  let fake: FakeStripe;
  beforeEach(() => {
    fake = createFakeStripe();
    fake.install();
  });

  async function resolveWithStripe(requestId: number, body: unknown, token: string): Promise<Response> {
    return app.request(
      `http://localhost/api/admin/disputes/${requestId}/resolve`,
      {
        method: "POST",
        headers: {
          Authorization: `Bearer ${token}`,
          "Content-Type": "application/json",
          "CF-Connecting-IP": uniqueIp(),
        },
        body: JSON.stringify(body),
      },
      stripeEnv,
      createExecutionContext(),
    );
  }

  const refundCalls = () =>
    fake.calls
      .filter((call) => call.path === "/v1/refunds")
      .map((call) => [call.params.amount, call.headers.get("Idempotency-Key")]);

  it("sends one refund of the amount for the booking's intent, under the decision's key", async () => {
    const paid = await disputedPaid();
    const { token } = (await createStrangers()).admin;
    const res = await resolveWithStripe(paid.requestId, { action: "refund", amount: 7_550 }, token);
    expect(res.status).toBe(200);
    const intentId = (await paymentOf(paid.requestId))?.providerPaymentIntentId;
    expect(
      fake.calls.map((call) => [call.method, call.path, call.params, call.headers.get("Idempotency-Key")]),
    ).toEqual([
      [
        "POST",
        "/v1/refunds",
        { payment_intent: intentId, amount: "7550" },
        `dispute-refund-request-${paid.requestId}-7550-v0`,
      ],
    ]);
    expect(await payoutOf(paid.requestId)).toMatchObject({ amountGrosze: 17_450 });
  });

  it("a refund and a release clicked at once: one decision wins, and money moves only for it", async () => {
    const paid = await disputedPaid();
    const { token } = (await createStrangers()).admin;
    const [refund, release] = await Promise.all([
      resolveWithStripe(paid.requestId, { action: "refund", amount: 25_000 }, token),
      resolveWithStripe(paid.requestId, { action: "release" }, token),
    ]);
    expect([refund.status, release.status].sort()).toEqual([200, 409]);
    const status = (await bookingRow(paid.requestId)).status;
    const payment = await paymentOf(paid.requestId);
    const payout = await payoutOf(paid.requestId);
    if (refund.status === 200) {
      expect(status).toBe("resolved_refunded");
      expect(refundCalls()).toHaveLength(1);
      expect(payment?.refundedGrosze).toBe(25_000);
      expect(payout).toBeUndefined();
    } else {
      expect(status).toBe("resolved_released");
      expect(refundCalls()).toEqual([]);
      expect(payment?.refundedGrosze).toBe(0);
      expect(payout?.amountGrosze).toBe(25_000);
    }
  });

  it("Stripe refuses the refund: nothing recorded, the dispute stays open, and a new decision goes under a new key", async () => {
    const paid = await disputedPaid();
    const { token } = (await createStrangers()).admin;
    fake.failNext("/v1/refunds", 400, {
      type: "invalid_request_error",
      code: "charge_disputed",
      message: "Charge has been disputed.",
    });
    const refused = await resolveWithStripe(paid.requestId, { action: "refund", amount: 5_000 }, token);
    expect(refused.status).toBe(502);
    expect(await refused.json()).toEqual({ message: TEXTS.refundRefused });
    expect((await bookingRow(paid.requestId)).status).toBe("disputed");
    expect((await paymentOf(paid.requestId))?.refundedGrosze).toBe(0);

    const again = await resolveWithStripe(paid.requestId, { action: "refund", amount: 5_000 }, token);
    expect(again.status).toBe(200);
    expect(refundCalls()).toEqual([
      ["5000", `dispute-refund-request-${paid.requestId}-5000-v0`],
      ["5000", `dispute-refund-request-${paid.requestId}-5000-v1`],
    ]);
    expect((await paymentOf(paid.requestId))?.refundedGrosze).toBe(5_000);
  });

  it("Stripe's answer is lost: the refund may have happened, so only the same decision may finish it, under the same key", async () => {
    const paid = await disputedPaid();
    const { token } = (await createStrangers()).admin;
    // Stripe's client tries three times; none of the answers arrives.
    fake.failNext("/v1/refunds", 503, { type: "api_error", message: "Service unavailable" }, 3, {
      executed: true,
    });
    const lost = await resolveWithStripe(paid.requestId, { action: "refund", amount: 5_000 }, token);
    expect(lost.status).toBe(502);
    expect(await lost.json()).toEqual({ message: TEXTS.providerFailed });

    const other = await resolveWithStripe(paid.requestId, { action: "release" }, token);
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ message: TEXTS.inProgress });
    const otherAmount = await resolveWithStripe(paid.requestId, { action: "refund", amount: 6_000 }, token);
    expect(otherAmount.status).toBe(409);

    const same = await resolveWithStripe(paid.requestId, { action: "refund", amount: 5_000 }, token);
    expect(same.status).toBe(200);
    expect(new Set(refundCalls().map(([, key]) => key))).toEqual(
      new Set([`dispute-refund-request-${paid.requestId}-5000-v0`]),
    );
    expect((await bookingRow(paid.requestId)).status).toBe("resolved_refunded");
    expect(await payoutOf(paid.requestId)).toMatchObject({ amountGrosze: 20_000 });
  });
});
