import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { payouts } from "../../worker/db/schema";
import { payoutDueAt } from "../../worker/domain/booking-machine";
import type { Env } from "../../worker/env";
import worker from "../../worker/index";
import type { PayoutMessage } from "../../worker/jobs/payout-message";
import { duePayoutIds, MAX_PAYOUT_ATTEMPTS, payOut } from "../../worker/use-cases/payments/settlement";
import { bookingRow, createStrangers, patchBooking, subjectsTo } from "./booking-fixtures";
import { createFakeStripe, type FakeStripe } from "./fake-stripe";
import { api, db, getUser } from "./helpers";
import { paidBooking, payoutOf, stripeEnv } from "./payment-fixtures";

// Settlement: the cron schedules one payout per paid booking 72 h after its event, the payout queue
// transfers it to the payee's connected account once; a reported problem pauses it.

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const PAYOUT_SUBJECT = (truck: string) => `Przekazaliśmy płatność: ${truck} – Foodtruck Marketplace`;

describe("the cron schedules payouts (duePayoutIds)", () => {
  it("a paid booking 72 h after its event: one payout of the paid amount to the payee, however often the cron runs", async () => {
    const paid = await paidBooking(5);
    const first = await duePayoutIds(db());
    const second = await duePayoutIds(db());
    const payout = await payoutOf(paid.requestId);
    expect(payout).toMatchObject({
      payeeId: paid.parties.owner.user.id,
      amountGrosze: 25_000,
      status: "scheduled",
      attempts: 0,
      testMode: true,
      releaseAfter: payoutDueAt(await bookingRow(paid.requestId)),
    });
    expect(first).toContain(payout?.id);
    expect(second).toContain(payout?.id);
    const rows = await db().select().from(payouts).where(eq(payouts.requestId, paid.requestId));
    expect(rows).toHaveLength(1);
  });

  it("not before 72 h after the end of the last day", async () => {
    const paid = await paidBooking(1);
    await duePayoutIds(db());
    expect(await payoutOf(paid.requestId)).toBeUndefined();
    const due = payoutDueAt(await bookingRow(paid.requestId));
    await duePayoutIds(db(), due - 1);
    expect(await payoutOf(paid.requestId)).toBeUndefined();
    await duePayoutIds(db(), due);
    expect(await payoutOf(paid.requestId)).toBeDefined();
  });

  it("never for a disputed booking or one with a reported problem", async () => {
    const disputed = await paidBooking(5);
    await patchBooking(disputed.requestId, { status: "disputed", problemReported: true });
    const reported = await paidBooking(5);
    await patchBooking(reported.requestId, { problemReported: true });
    await duePayoutIds(db());
    expect(await payoutOf(disputed.requestId)).toBeUndefined();
    expect(await payoutOf(reported.requestId)).toBeUndefined();
  });

  it("the scheduled handler puts the due payouts on the payout queue", async () => {
    const paid = await paidBooking(5);
    // Watched, not delivered: this test checks what the cron hands over.
    const send = vi
      .spyOn(env.PAYOUT_QUEUE, "sendBatch")
      .mockResolvedValue({ metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } });
    await worker.scheduled(
      { cron: "*/5 * * * *", scheduledTime: Date.now(), noRetry: () => undefined },
      env,
      createExecutionContext(),
    );
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    const payout = await payoutOf(paid.requestId);
    const sent = send.mock.calls.flatMap(([messages]) => [...messages].map((message) => message.body));
    expect(sent).toContainEqual({ payoutId: payout?.id });
  });
});

describe("the payout queue transfers (payOut)", () => {
  it("transfers once to the payee's account and tells the payee; a repeated message changes nothing", async () => {
    const paid = await paidBooking(5);
    await duePayoutIds(db());
    const payout = await payoutOf(paid.requestId);
    if (!payout) throw new Error("no payout");
    expect(await payOut(env, db(), payout.id)).toBe("paid");
    expect(await payoutOf(paid.requestId)).toMatchObject({
      status: "paid",
      providerTransferId: `test_mode_tr_transfer-request-${paid.requestId}-25000-a0`,
      attempts: 1,
      lastError: null,
      testMode: true,
    });
    expect(await payOut(env, db(), payout.id)).toBe("skipped");
    expect(await duePayoutIds(db())).not.toContain(payout.id);
    const truck = paid.parties.profile.food_truck_name;
    expect((await subjectsTo(paid.parties.owner)).filter((s) => s === PAYOUT_SUBJECT(truck))).toHaveLength(1);
  });

  it("a problem reported after scheduling pauses the payout: nothing is transferred", async () => {
    const paid = await paidBooking(5);
    await duePayoutIds(db());
    await patchBooking(paid.requestId, { status: "disputed", problemReported: true });
    const payout = await payoutOf(paid.requestId);
    if (!payout) throw new Error("no payout");
    expect(await payOut(env, db(), payout.id)).toBe("paused");
    expect(await payoutOf(paid.requestId)).toMatchObject({ status: "scheduled", attempts: 0 });
  });
});

describe("payouts through Stripe", () => {
  let fake: FakeStripe;
  beforeEach(() => {
    fake = createFakeStripe();
    fake.install();
  });

  it("sends the exact transfer; a refusal is stored for admins and retried under a new key (Stripe replays a key's first answer)", async () => {
    const paid = await paidBooking(5);
    await duePayoutIds(db());
    const payout = await payoutOf(paid.requestId);
    if (!payout) throw new Error("no payout");
    const destination = (await getUser(paid.parties.owner.user.id)).stripeAccountId;

    fake.failNext("/v1/transfers", 400, {
      type: "invalid_request_error",
      code: "balance_insufficient",
      message: "Insufficient funds in Stripe account.",
    });
    expect(await payOut(stripeEnv, db(), payout.id)).toBe("retry");
    expect(await payoutOf(paid.requestId)).toMatchObject({ status: "failed", attempts: 1 });
    expect((await payoutOf(paid.requestId))?.lastError).toContain("Insufficient funds");
    expect(await duePayoutIds(db())).toContain(payout.id);

    expect(await payOut(stripeEnv, db(), payout.id)).toBe("paid");
    expect(fake.calls).toHaveLength(2);
    for (const [attempt, call] of fake.calls.entries()) {
      expect([call.method, call.path]).toEqual(["POST", "/v1/transfers"]);
      expect(call.headers.get("Idempotency-Key")).toBe(
        `transfer-request-${paid.requestId}-25000-a${attempt}`,
      );
      expect(call.params).toEqual({
        amount: "25000",
        currency: "pln",
        destination,
        transfer_group: `request_${paid.requestId}`,
        source_transaction: `test_mode_ch_${paid.requestId}`,
        "metadata[request_id]": String(paid.requestId),
      });
    }
    expect(await payoutOf(paid.requestId)).toMatchObject({
      status: "paid",
      attempts: 2,
      lastError: null,
      testMode: false,
    });
  });

  it(`after ${MAX_PAYOUT_ATTEMPTS} failed attempts the payout stays failed and the cron stops offering it`, async () => {
    const paid = await paidBooking(5);
    await duePayoutIds(db());
    const payout = await payoutOf(paid.requestId);
    if (!payout) throw new Error("no payout");
    await db()
      .update(payouts)
      .set({ attempts: MAX_PAYOUT_ATTEMPTS - 1 })
      .where(eq(payouts.id, payout.id));
    fake.failNext("/v1/transfers", 400, { type: "invalid_request_error", message: "No such destination" });
    expect(await payOut(stripeEnv, db(), payout.id)).toBe("failed");
    expect(await payoutOf(paid.requestId)).toMatchObject({ status: "failed", attempts: MAX_PAYOUT_ATTEMPTS });
    expect(await duePayoutIds(db())).not.toContain(payout.id);
    expect(consoleError).toHaveBeenCalled();

    // Admins see it with its last error; nobody else does.
    const { admin, otherOwner } = await createStrangers();
    const listed = await api("/admin/payouts?status=failed", undefined, { token: admin.token });
    expect(listed.status).toBe(200);
    const rows: unknown = await listed.json();
    expect(rows).toContainEqual(
      expect.objectContaining({
        payout_id: payout.id,
        request_id: paid.requestId,
        amount: 250,
        status: "failed",
        attempts: MAX_PAYOUT_ATTEMPTS,
        last_error: expect.stringContaining("No such destination"),
      }),
    );
    expect((await api("/admin/payouts", undefined, { token: otherOwner.token })).status).toBe(403);
    expect((await api("/admin/payouts?status=lost", undefined, { token: admin.token })).status).toBe(400);
  });

  it("the queue consumer: the same payout delivered twice is one transfer; a failure is retried later", async () => {
    const paid = await paidBooking(5);
    await duePayoutIds(db());
    const payout = await payoutOf(paid.requestId);
    if (!payout) throw new Error("no payout");
    const batchOf = (id: string) =>
      createMessageBatch<PayoutMessage>("foodtruck-payouts", [
        { id, timestamp: new Date(), attempts: 1, body: { payoutId: payout.id } },
      ]);
    const run = async (id: string, testEnv: Env) => {
      const batch = batchOf(id);
      const ctx = createExecutionContext();
      await worker.queue(batch, testEnv, ctx);
      return getQueueResult(batch, ctx);
    };
    fake.failNext("/v1/transfers", 503, { type: "api_error", message: "down" }, 3);
    expect((await run("first", stripeEnv)).retryMessages).toEqual([{ msgId: "first" }]);
    const second = await run("second", stripeEnv);
    expect(second.explicitAcks).toEqual(["second"]);
    const third = await run("third", stripeEnv);
    expect(third.explicitAcks).toEqual(["third"]);
    expect(fake.calls.filter((call) => call.path === "/v1/transfers")).toHaveLength(4);
    expect((await payoutOf(paid.requestId))?.status).toBe("paid");
  });
});
