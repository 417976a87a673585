import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, outbox, payouts } from "../../worker/db/schema";
import { type AdminCall, expectAdminOnly } from "./admin-fixtures";
import { createBooking, createParties } from "./booking-fixtures";
import { api, db, mailsTo, uniqueEmail } from "./helpers";
import { createAdmin } from "./profile-fixtures";

const TEXTS = { notFailed: "Ponowić można tylko to, co się nie udało." };

async function failedMailTo(email: string) {
  const [row] = await db()
    .insert(outbox)
    .values({
      kind: "email",
      status: "failed",
      attempts: 5,
      lastError: "Error: provider said 500",
      payloadJson: JSON.stringify({
        to: email,
        subject: "Potwierdź adres e-mail",
        text: "Link",
        html: "<p>Link</p>",
      }),
    })
    .returning();
  if (!row) throw new Error("no outbox row");
  return row;
}

describe("admin operations", () => {
  it("are the admin's alone", async () => {
    const calls: AdminCall[] = [
      ["GET", "/admin/operations/outbox", undefined],
      ["POST", "/admin/operations/outbox/1/retry", undefined],
      ["POST", "/admin/operations/payouts/1/retry", undefined],
    ];
    await expectAdminOnly(calls);
  });

  it("a failed e-mail is listed with its error (not its body) and, retried, goes out", async () => {
    const admin = await createAdmin();
    const email = uniqueEmail("failed");
    const row = await failedMailTo(email);
    const list = await api("/admin/operations/outbox?status=failed&per_page=100", undefined, admin);
    const body: unknown = await list.json();
    expect(body).toMatchObject({
      items: expect.arrayContaining([
        expect.objectContaining({
          id: row.id,
          kind: "email",
          recipient: email,
          subject: "Potwierdź adres e-mail",
          attempts: 5,
          last_error: "Error: provider said 500",
        }),
      ]),
    });
    expect(JSON.stringify(body)).not.toContain("<p>Link</p>");

    const retry = await api(`/admin/operations/outbox/${row.id}/retry`, undefined, {
      method: "POST",
      token: admin.token,
    });
    expect(retry.status).toBe(200);
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual(["Potwierdź adres e-mail"]);
    const again = await api(`/admin/operations/outbox/${row.id}/retry`, undefined, {
      method: "POST",
      token: admin.token,
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: TEXTS.notFailed });
    const [entry] = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "outbox"), eq(auditLog.targetId, String(row.id))));
    expect(entry?.action).toBe("outbox_retry");
  });

  it("a failed transfer is tried again at once; a paid one is not", async () => {
    const admin = await createAdmin();
    const parties = await createParties();
    const booking = await createBooking(parties);
    const [payout] = await db()
      .insert(payouts)
      .values({
        requestId: booking.request_id,
        amountGrosze: 10_000,
        status: "failed",
        releaseAfter: 0,
        attempts: 8,
        lastError: "account under review",
        nextAttemptAt: Math.floor(Date.now() / 1000) + 3600,
      })
      .returning();
    if (!payout) throw new Error("no payout");
    const retry = await api(`/admin/operations/payouts/${payout.id}/retry`, undefined, {
      method: "POST",
      token: admin.token,
    });
    expect(retry.status).toBe(200);
    const [entry] = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "booking"), eq(auditLog.targetId, String(booking.request_id))));
    expect(entry?.action).toBe("payout_retry");
    await db().update(payouts).set({ status: "paid" }).where(eq(payouts.id, payout.id));
    expect(
      (
        await api(`/admin/operations/payouts/${payout.id}/retry`, undefined, {
          method: "POST",
          token: admin.token,
        })
      ).status,
    ).toBe(409);
  });
});
