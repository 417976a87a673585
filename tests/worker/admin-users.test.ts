import { and, count, eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { auditLog, bookingRequests, profiles, pushSubscriptions, users } from "../../worker/db/schema";
import { type AdminCall, expectAdminOnly } from "./admin-fixtures";
import { createBooking, createParties, linkPaymentAccounts, quickUser } from "./booking-fixtures";
import { browserSubscription, pushEndpoint } from "./fake-push-service";
import { api, db, readJson } from "./helpers";
import { createAdmin, createProfile } from "./profile-fixtures";
import { collectFrames, connectedSocket, partyPath, userHubSocket } from "./socket-fixtures";

const TEXTS = {
  ownBlock: "Nie możesz zablokować własnego konta.",
  ownDelete: "Nie możesz usunąć własnego konta.",
  ownerWithTrucks:
    "Ten użytkownik ma profile food trucków: usuń je, zanim zmienisz typ konta na organizatora.",
  noPaymentAccount: "Ten użytkownik nie ma połączonego konta płatności.",
  userType: "Typ konta to organizator albo właściciel food trucka.",
};

const userSchema = v.looseObject({
  user_id: v.number(),
  email: v.string(),
  user_type: v.string(),
  is_blocked: v.boolean(),
  profile_count: v.number(),
  phone_number: v.string(),
  company_name: v.string(),
  stripe_account_id: v.nullable(v.string()),
});
const pageSchema = v.strictObject({
  items: v.array(userSchema),
  total: v.number(),
  page: v.number(),
  per_page: v.number(),
});

async function auditOf(targetId: number) {
  return db()
    .select({ action: auditLog.action, adminId: auditLog.adminId, detailsJson: auditLog.detailsJson })
    .from(auditLog)
    .where(and(eq(auditLog.targetId, String(targetId))))
    .orderBy(auditLog.id);
}

describe("admin routes are the admin's alone", () => {
  it("anonymous 401; organizer and owner 403, changing nothing", async () => {
    const victim = await quickUser();
    const calls: AdminCall[] = [
      ["GET", "/admin/users", undefined],
      ["GET", "/admin/stats", undefined],
      ["GET", "/admin/audit", undefined],
      ["PUT", `/admin/users/${victim.user.id}/toggle-block`, undefined],
      ["PUT", `/admin/users/${victim.user.id}`, { user_type: "organizer", phone_number: "600 100 200" }],
      ["DELETE", `/admin/users/${victim.user.id}`, undefined],
      ["DELETE", `/admin/users/${victim.user.id}/stripe-account`, undefined],
    ];
    await expectAdminOnly(calls);
    const [still] = await db().select().from(users).where(eq(users.id, victim.user.id));
    expect(still?.isBlocked).toBe(false);
  });
});

describe("users", () => {
  it("the list is paged, sorted and filtered by the server", async () => {
    const admin = await createAdmin();
    const tag = `lista${Date.now()}`;
    const made = [];
    for (const name of ["Celina", "Adam", "Beata"]) {
      made.push(await quickUser({ firstName: name, email: `${tag}-${name.toLowerCase()}@example.pl` }));
    }
    const list = (query: string) => api(`/admin/users?q=${tag}&${query}`, undefined, admin);
    const first = await readJson(await list("sort=email&order=asc&per_page=2"), pageSchema);
    expect(first.total).toBe(3);
    expect(first.items.map((u) => u.email)).toEqual([`${tag}-adam@example.pl`, `${tag}-beata@example.pl`]);
    const second = await readJson(await list("sort=email&order=asc&per_page=2&page=2"), pageSchema);
    expect(second.items.map((u) => u.email)).toEqual([`${tag}-celina@example.pl`]);

    await api(`/admin/users/${made[0]?.user.id}/toggle-block`, undefined, {
      method: "PUT",
      token: admin.token,
    });
    const blocked = await readJson(await list("status=blocked"), pageSchema);
    expect(blocked.items.map((u) => u.email)).toEqual([`${tag}-celina@example.pl`]);

    const bad = await api("/admin/users?per_page=500", undefined, admin);
    expect(bad.status).toBe(400);
    expect((await api("/admin/users?sort=password_hash", undefined, admin)).status).toBe(400);
  });

  it("the search finds a name whatever the case of its Polish letters", async () => {
    const admin = await createAdmin();
    const tag = String(Date.now());
    const made = await quickUser({
      firstName: "Łukasz",
      lastName: `Żółć${tag}`,
      email: `lukasz-${tag}@example.pl`,
    });
    for (const q of [`Łukasz Żółć${tag}`, `łukasz żółć${tag}`, `ŁUKASZ ŻÓŁĆ${tag}`, `ŻÓŁĆ${tag}`]) {
      const found = await readJson(
        await api(`/admin/users?q=${encodeURIComponent(q)}`, undefined, admin),
        pageSchema,
      );
      expect(
        found.items.map((u) => u.user_id),
        q,
      ).toEqual([made.user.id]);
    }
  });

  it("blocking ends the user's sessions and closes their sockets; unblocking lets them in; both audited", async () => {
    const admin = await createAdmin();
    const target = await quickUser();
    const device = await browserSubscription(pushEndpoint());
    expect((await api("/notifications/subscribe", device.json, target)).status).toBe(200);
    const socket = await userHubSocket(target.user.id, target.token);
    const closed = new Promise<number>((resolve) =>
      socket.addEventListener("close", (event) => resolve(event.code)),
    );
    collectFrames(socket);

    const res = await api(`/admin/users/${target.user.id}/toggle-block`, undefined, {
      method: "PUT",
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect((await readJson(res, userSchema)).is_blocked).toBe(true);
    expect(await closed).toBe(4003);
    expect((await api("/users/me", undefined, target)).status).toBe(401);
    // No device keeps receiving the blocked account's notifications.
    expect(
      await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, target.user.id)),
    ).toEqual([]);

    const unblock = await api(`/admin/users/${target.user.id}/toggle-block`, undefined, {
      method: "PUT",
      token: admin.token,
    });
    expect((await readJson(unblock, userSchema)).is_blocked).toBe(false);
    const entries = await auditOf(target.user.id);
    expect(entries.map((e) => [e.action, e.adminId, JSON.parse(e.detailsJson ?? "")])).toEqual([
      ["user_block", admin.user.id, { before: { is_blocked: false }, after: { is_blocked: true } }],
      ["user_unblock", admin.user.id, { before: { is_blocked: true }, after: { is_blocked: false } }],
    ]);
  });

  it("a blocked user's open conversations close too: no message reaches them live any more", async () => {
    const admin = await createAdmin();
    const parties = await createParties();
    const booking = await createBooking(parties);
    const started = await api(
      "/conversations/initiate/booking",
      { requestId: booking.request_id },
      parties.organizer,
    );
    const { conversation_id: id } = v.parse(v.object({ conversation_id: v.number() }), await started.json());
    const path = (token: string) => partyPath(`/parties/conversation-room/${id}`, token);
    const [blockedSocket, ownerSocket] = await Promise.all([
      connectedSocket(await path(parties.organizer.token)),
      connectedSocket(await path(parties.owner.token)),
    ]);
    const closed = new Promise<number>((resolve) =>
      blockedSocket.addEventListener("close", (event) => resolve(event.code)),
    );
    let ownerClosed = false;
    ownerSocket.addEventListener("close", () => {
      ownerClosed = true;
    });
    const res = await api(`/admin/users/${parties.organizer.user.id}/toggle-block`, undefined, {
      method: "PUT",
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(await closed).toBe(4003);
    expect(ownerClosed).toBe(false);
    ownerSocket.close(1000, "done");
  });

  it("an admin cannot block or delete their own account", async () => {
    const admin = await createAdmin();
    const block = await api(`/admin/users/${admin.user.id}/toggle-block`, undefined, {
      method: "PUT",
      token: admin.token,
    });
    expect(block.status).toBe(403);
    expect(await block.json()).toEqual({ message: TEXTS.ownBlock });
    const remove = await api(`/admin/users/${admin.user.id}`, undefined, {
      method: "DELETE",
      token: admin.token,
    });
    expect(remove.status).toBe(403);
    expect(await remove.json()).toEqual({ message: TEXTS.ownDelete });
    expect(await auditOf(admin.user.id)).toEqual([]);
  });

  it("editing takes only the listed fields, never the admin type; an owner with trucks stays an owner", async () => {
    const admin = await createAdmin();
    const organizer = await quickUser();
    const edit = (id: number, body: unknown) =>
      api(`/admin/users/${id}`, body, { method: "PUT", token: admin.token });
    const toOwner = await edit(organizer.user.id, {
      user_type: "food_truck_owner",
      phone_number: "600 700 800",
      company_name: "Nowa Firma",
      nip: "526-025-09-95",
      street_address: "ul. Prosta 1",
      postal_code: "00-001",
      city: "Warszawa",
      email: "przejete@example.pl",
      role: "admin",
    });
    expect(toOwner.status).toBe(200);
    const updated = await readJson(toOwner, userSchema);
    expect(updated).toMatchObject({
      user_type: "food_truck_owner",
      phone_number: "600 700 800",
      company_name: "Nowa Firma",
    });
    expect(updated.email).toBe(organizer.user.email);
    const [row] = await db()
      .select({ role: users.role, nip: users.nip })
      .from(users)
      .where(eq(users.id, organizer.user.id));
    expect(row).toEqual({ role: "user", nip: "5260250995" });

    const toAdmin = await edit(organizer.user.id, { user_type: "admin", phone_number: "600 700 800" });
    expect(toAdmin.status).toBe(400);
    expect(await toAdmin.json()).toMatchObject({ message: TEXTS.userType });
    const incomplete = await edit(organizer.user.id, {
      user_type: "food_truck_owner",
      phone_number: "600 700 800",
    });
    expect(incomplete.status).toBe(400);
    expect(await incomplete.json()).toMatchObject({ field: "company_name" });

    const { owner } = await createParties();
    const listed = await readJson(
      await api(`/admin/users?q=${encodeURIComponent(owner.user.email)}`, undefined, admin),
      pageSchema,
    );
    expect(listed.items.map((u) => [u.email, u.profile_count])).toEqual([[owner.user.email, 1]]);
    const demoted = await edit(owner.user.id, { user_type: "organizer", phone_number: "600 700 800" });
    expect(demoted.status).toBe(409);
    expect(await demoted.json()).toEqual({ message: TEXTS.ownerWithTrucks });
    const [audit] = await auditOf(organizer.user.id);
    expect(audit?.action).toBe("user_update");
    expect(JSON.parse(audit?.detailsJson ?? "")).toMatchObject({
      before: { user_type: "organizer" },
      after: { user_type: "food_truck_owner", nip: "5260250995" },
    });
  });

  it("deleting a user is their own deletion: trucks gone, bookings kept for the other party, audited", async () => {
    const admin = await createAdmin();
    const parties = await createParties();
    await createProfile(parties.owner.token);
    const res = await api(`/admin/users/${parties.owner.user.id}`, undefined, {
      method: "DELETE",
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, parties.owner.user.id))).toEqual([]);
    const [left] = await db()
      .select({ value: count() })
      .from(profiles)
      .where(eq(profiles.userId, parties.owner.user.id));
    expect(left?.value).toBe(0);
    expect((await auditOf(parties.owner.user.id)).map((e) => e.action)).toEqual(["user_delete"]);
    expect(
      (
        await api(`/admin/users/${parties.owner.user.id}`, undefined, {
          method: "DELETE",
          token: admin.token,
        })
      ).status,
    ).toBe(404);
  });

  it("removing a payment account unlinks it once", async () => {
    const admin = await createAdmin();
    const user = await quickUser();
    await linkPaymentAccounts(user);
    const remove = () =>
      api(`/admin/users/${user.user.id}/stripe-account`, undefined, { method: "DELETE", token: admin.token });
    const res = await remove();
    expect(res.status).toBe(200);
    expect((await readJson(res, userSchema)).stripe_account_id).toBeNull();
    const again = await remove();
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: TEXTS.noPaymentAccount });
  });
});

describe("stats and the audit list", () => {
  it("the stats count what the tables hold", async () => {
    const admin = await createAdmin();
    const res = await api("/admin/stats", undefined, admin);
    expect(res.status).toBe(200);
    const stats = v.parse(
      v.strictObject({
        users: v.number(),
        profiles: v.number(),
        bookings: v.number(),
        commission: v.strictObject({ count: v.number(), event_cost_sum: v.number() }),
      }),
      await res.json(),
    );
    const [[u], [p], [b]] = await Promise.all([
      db().select({ value: count() }).from(users),
      db().select({ value: count() }).from(profiles),
      db().select({ value: count() }).from(bookingRequests),
    ]);
    expect(stats).toMatchObject({ users: u?.value, profiles: p?.value, bookings: b?.value });
  });

  it("the audit list shows the newest entry first", async () => {
    const admin = await createAdmin();
    const target = await quickUser();
    await api(`/admin/users/${target.user.id}/toggle-block`, undefined, {
      method: "PUT",
      token: admin.token,
    });
    const res = await api("/admin/audit?per_page=1", undefined, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      items: [
        {
          admin_email: admin.user.email,
          action: "user_block",
          target_type: "user",
          target_id: String(target.user.id),
          details: { before: { is_blocked: false }, after: { is_blocked: true } },
        },
      ],
      page: 1,
      per_page: 1,
    });
  });
});
