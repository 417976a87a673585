import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../worker/db/schema";
import { type AdminCall, expectAdminOnly } from "./admin-fixtures";
import { createBooking, createParties, patchBooking } from "./booking-fixtures";
import { api, db, readJson, warsawDayFromToday } from "./helpers";
import { createAdmin } from "./profile-fixtures";

const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.strictObject({ items: v.array(item), total: v.number(), page: v.number(), per_page: v.number() });
const bookingSchema = v.looseObject({
  request_id: v.number(),
  status: v.string(),
  packaging_ordered: v.boolean(),
  commission_paid: v.boolean(),
  organizer_email: v.nullable(v.string()),
});

async function chatAbout(
  parties: Awaited<ReturnType<typeof createParties>>,
  requestId: number,
  text: string,
) {
  const started = await api("/conversations/initiate/booking", { requestId }, parties.organizer);
  const { conversation_id: id } = v.parse(v.object({ conversation_id: v.number() }), await started.json());
  expect(
    (await api(`/conversations/${id}/messages`, { message_content: text }, parties.organizer)).status,
  ).toBe(201);
  return id;
}

describe("admin bookings, disputes and conversations", () => {
  it("are the admin's alone: anonymous 401, organizer and owner 403", async () => {
    const calls: AdminCall[] = [
      ["GET", "/admin/bookings", undefined],
      ["GET", "/admin/bookings/1", undefined],
      ["PUT", "/admin/bookings/1/packaging-status", { packaging_ordered: true }],
      ["PUT", "/admin/bookings/1/commission-status", { commission_paid: true }],
      ["GET", "/admin/disputes", undefined],
      ["GET", "/admin/conversations", undefined],
      ["GET", "/admin/conversations/1/messages", undefined],
    ];
    await expectAdminOnly(calls);
  });

  it("the list finds a booking by its truck and shows every contact; the details carry its conversation", async () => {
    const admin = await createAdmin();
    const parties = await createParties();
    const booking = await createBooking(parties);
    await chatAbout(parties, booking.request_id, "Czy możecie przyjechać godzinę wcześniej?");
    const truck = parties.profile.food_truck_name;
    const list = await readJson(
      await api(
        `/admin/bookings?q=${encodeURIComponent(truck)}&status=pending_owner_approval`,
        undefined,
        admin,
      ),
      pageOf(bookingSchema),
    );
    expect(list.items.map((b) => b.request_id)).toEqual([booking.request_id]);
    expect(list.items[0]?.organizer_email).toBe(parties.organizer.user.email);

    const details = await api(`/admin/bookings/${booking.request_id}`, undefined, admin);
    expect(details.status).toBe(200);
    expect(await details.json()).toMatchObject({
      booking: { request_id: booking.request_id },
      conversation: {
        messages: [
          {
            sender_email: parties.organizer.user.email,
            message_content: "Czy możecie przyjechać godzinę wcześniej?",
          },
        ],
      },
      history: [],
    });
    expect((await api("/admin/bookings/999999999", undefined, admin)).status).toBe(404);
  });

  it("packaging and commission flags change once per value, each change audited", async () => {
    const admin = await createAdmin();
    const parties = await createParties();
    const booking = await createBooking(parties);
    const put = (path: string, body: unknown) =>
      api(`/admin/bookings/${booking.request_id}/${path}`, body, { method: "PUT", token: admin.token });
    const packed = await readJson(await put("packaging-status", { packaging_ordered: true }), bookingSchema);
    expect(packed.packaging_ordered).toBe(true);
    await put("packaging-status", { packaging_ordered: true });
    const paid = await readJson(await put("commission-status", { commission_paid: true }), bookingSchema);
    expect(paid.commission_paid).toBe(true);
    expect((await put("commission-status", { commission_paid: "tak" })).status).toBe(400);

    const entries = await db()
      .select({ action: auditLog.action, detailsJson: auditLog.detailsJson })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "booking"), eq(auditLog.targetId, String(booking.request_id))));
    expect(entries.map((e) => [e.action, JSON.parse(e.detailsJson ?? "")])).toEqual([
      ["booking_packaging", { before: { packaging_ordered: false }, after: { packaging_ordered: true } }],
      ["booking_commission", { before: { commission_paid: false }, after: { commission_paid: true } }],
    ]);
    const details = await api(`/admin/bookings/${booking.request_id}`, undefined, admin);
    expect(await details.json()).toMatchObject({
      history: [{ action: "booking_packaging" }, { action: "booking_commission" }],
    });
  });

  it("disputes: the open ones first", async () => {
    const admin = await createAdmin();
    const parties = await createParties();
    const resolved = await createBooking(parties);
    const open = await createBooking(parties, { event_start_date: warsawDayFromToday(50) });
    await patchBooking(resolved.request_id, { status: "resolved_released" });
    await patchBooking(open.request_id, { status: "disputed", problemReported: true });
    const list = await readJson(
      await api("/admin/disputes?per_page=100", undefined, admin),
      pageOf(bookingSchema),
    );
    const ids = list.items.map((b) => b.request_id);
    expect(list.items[0]?.status).toBe("disputed");
    expect(ids.indexOf(open.request_id)).toBeLessThan(ids.indexOf(resolved.request_id));
  });

  it("conversations: found by a participant's e-mail, read message by message", async () => {
    const admin = await createAdmin();
    const parties = await createParties();
    const booking = await createBooking(parties);
    const id = await chatAbout(parties, booking.request_id, "Dzień dobry!");
    const res = await api(
      `/admin/conversations?q=${encodeURIComponent(parties.owner.user.email)}`,
      undefined,
      admin,
    );
    expect(await res.json()).toMatchObject({
      items: [
        {
          conversation_id: id,
          request_id: booking.request_id,
          message_count: 1,
          participants: expect.arrayContaining([{ email: parties.owner.user.email }]),
        },
      ],
      total: 1,
    });
    const read = await api(`/admin/conversations/${id}/messages`, undefined, admin);
    expect(await read.json()).toMatchObject({ messages: [{ message_content: "Dzień dobry!" }] });
    expect((await api("/admin/conversations/999999999/messages", undefined, admin)).status).toBe(404);
  });
});
