import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { payouts } from "../../worker/db/schema";
import { payoutDueAt } from "../../worker/domain/booking-machine";
import worker from "../../worker/index";
import type { PayoutMessage } from "../../worker/jobs/payout-message";
import { nowSeconds } from "../../worker/lib/time";
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

  it("sends the exact transfer; a refusal is stored for admins, waits its back-off and is retried under a new key (Stripe replays a key's first answer)", async () => {
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
    const failedAt = nowSeconds();
    expect(await payOut(stripeEnv, db(), payout.id, failedAt)).toBe("retry");
    const failed = await payoutOf(paid.requestId);
    expect(failed).toMatchObject({ status: "failed", attempts: 1, nextAttemptAt: failedAt + 5 * 60 });
    expect(failed?.lastError).toContain("Insufficient funds");
    expect(await duePayoutIds(db(), failedAt + 5 * 60 - 1)).not.toContain(payout.id);
    expect(await duePayoutIds(db(), failedAt + 5 * 60)).toContain(payout.id);

    expect(await payOut(stripeEnv, db(), payout.id)).toBe("paid");
    const [first, lookup, second] = fake.calls;
    expect(fake.calls).toHaveLength(3);
    // Before a new key, the retry looks for a transfer the failed attempt may have made.
    expect([lookup?.method, lookup?.path, lookup?.params]).toEqual([
      "GET",
      "/v1/transfers",
      { transfer_group: `request_${paid.requestId}`, limit: "10" },
    ]);
    for (const [attempt, call] of [first, second].entries()) {
      expect([call?.method, call?.path]).toEqual(["POST", "/v1/transfers"]);
      expect(call?.headers.get("Idempotency-Key")).toBe(
        `transfer-request-${paid.requestId}-25000-a${attempt}`,
      );
      expect(call?.params).toEqual({
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

  it("an attempt that failed after Stripe made the transfer (a 500) is not paid twice: the retry finds it", async () => {
    const paid = await paidBooking(5);
    await duePayoutIds(db());
    const payout = await payoutOf(paid.requestId);
    if (!payout) throw new Error("no payout");
    // The client retries a 500 twice under the same key; Stripe replays the saved 500 to both.
    fake.failNext("/v1/transfers", 500, { type: "api_error", message: "An unknown error occurred" }, 1, {
      executed: true,
    });
    expect(await payOut(stripeEnv, db(), payout.id)).toBe("retry");
    expect(await payoutOf(paid.requestId)).toMatchObject({ status: "failed", attempts: 1 });

    expect(await payOut(stripeEnv, db(), payout.id)).toBe("paid");
    const lookups = fake.calls.filter((call) => call.method === "GET");
    const creations = fake.calls.filter((call) => call.method === "POST");
    expect(lookups).toHaveLength(1);
    expect(new Set(creations.map((call) => call.headers.get("Idempotency-Key")))).toEqual(
      new Set([`transfer-request-${paid.requestId}-25000-a0`]),
    );
    const stored = await payoutOf(paid.requestId);
    expect(stored).toMatchObject({ status: "paid", attempts: 2, lastError: null });
    expect(stored?.providerTransferId).toMatch(/^tr_fake/);
    const truck = paid.parties.profile.food_truck_name;
    expect((await subjectsTo(paid.parties.owner)).filter((s) => s === PAYOUT_SUBJECT(truck))).toHaveLength(1);
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
    fake.failNext(
      "/v1/transfers",
      400,
      { type: "invalid_request_error", message: "No such destination" },
      1,
      {
        method: "POST",
      },
    );
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

  it("the queue consumer acknowledges every message: the same payout delivered twice is one transfer, a failure waits for the cron", async () => {
    const paid = await paidBooking(5);
    await duePayoutIds(db());
    const payout = await payoutOf(paid.requestId);
    if (!payout) throw new Error("no payout");
    const run = async (id: string) => {
      const batch = createMessageBatch<PayoutMessage>("foodtruck-payouts", [
        { id, timestamp: new Date(), attempts: 1, body: { payoutId: payout.id } },
      ]);
      const ctx = createExecutionContext();
      await worker.queue(batch, stripeEnv, ctx);
      return getQueueResult(batch, ctx);
    };
    // Nothing ran at Stripe (503, retried twice by the client): the attempt is stored as failed.
    fake.failNext("/v1/transfers", 503, { type: "api_error", message: "down" }, 3);
    const first = await run("first");
    expect([first.explicitAcks, first.retryMessages]).toEqual([["first"], []]);
    const failed = await payoutOf(paid.requestId);
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(await duePayoutIds(db())).not.toContain(payout.id);
    expect(await duePayoutIds(db(), (failed?.nextAttemptAt ?? 0) + 1)).toContain(payout.id);

    expect((await run("second")).explicitAcks).toEqual(["second"]);
    expect((await run("third")).explicitAcks).toEqual(["third"]);
    expect(fake.calls.filter((call) => call.method === "POST")).toHaveLength(4);
    expect((await payoutOf(paid.requestId))?.status).toBe("paid");
  });
});
