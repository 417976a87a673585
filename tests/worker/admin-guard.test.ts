import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { type AdminCall, expectAdminOnly } from "./admin-fixtures";
import { api } from "./helpers";
import { createAdmin } from "./profile-fixtures";

/**
 * Every admin route the app has registered, read from the router itself (not a list kept by hand), with
 * its path parameters filled in: a route added later is walked too, so it cannot ship unguarded.
 */
function registeredAdminRoutes(): AdminCall[] {
  const seen = new Set<string>();
  const calls: AdminCall[] = [];
  for (const route of app.routes) {
    // Middleware is registered as ALL; only real handlers are walked.
    if (route.method === "ALL" || !route.path.startsWith("/api/admin/")) continue;
    const path = route.path.replace(/^\/api/, "").replace(/:\w+/g, "1");
    const key = `${route.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    calls.push([route.method, path, route.method === "GET" ? undefined : {}]);
  }
  return calls;
}

describe("/api/admin is guarded where it is mounted", () => {
  it("every registered admin route: anonymous 401, organizer and owner 403", async () => {
    const calls = registeredAdminRoutes();
    // The walk reaches the whole admin panel (users, trucks, bookings, disputes, payments, audit…).
    expect(calls.length).toBeGreaterThanOrEqual(20);
    for (const area of ["users", "profiles", "events", "bookings", "disputes", "payouts", "audit"]) {
      expect(
        calls.some(([, path]) => path.startsWith(`/admin/${area}`)),
        area,
      ).toBe(true);
    }
    await expectAdminOnly(calls);
  });

  it("an admin path no route serves is 401 for a visitor too, and 404 only for an admin", async () => {
    expect((await api("/admin/nie-ma-takiej-sekcji")).status).toBe(401);
    const admin = await createAdmin();
    expect((await api("/admin/nie-ma-takiej-sekcji", undefined, { token: admin.token })).status).toBe(404);
  });
});
