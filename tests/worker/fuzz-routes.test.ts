import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { users } from "../../worker/db/schema";
import { queryNamesOf, readsJsonBody } from "../../worker/lib/validate";
import { signAppToken } from "../../worker/use-cases/accounts/app-token";
import { createBooking, createParties, createStrangers } from "./booking-fixtures";
import { db, uniqueIp } from "./helpers";

/**
 * Every API route, found from the app itself (so a new route is covered from its first commit), gets
 * malformed params, query strings and bodies from every kind of caller. Refusals are fine; a 5xx is not.
 */

const FIELD_NAMES = [
  "email",
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "credential",
  "user_type",
  "first_name",
  "last_name",
  "phone_number",
  "company_name",
  "nip",
  "street_address",
  "postal_code",
  "city",
  "terms_accepted",
  "profile_id",
  "event_start_date",
  "event_end_date",
  "event_time",
  "event_location",
  "event_type",
  "guest_count",
  "event_cost",
  "event_description",
  "status",
  "description",
  "amount",
  "totalCost",
  "request_id",
  "rating",
  "comment",
  "eventName",
  "startDate",
  "endDate",
  "location",
  "eventDescription",
  "guestCount",
  "eventCost",
  "requiredOffer",
  "response",
  "year",
  "month",
  "day",
  "isUnavailable",
  "food_truck_name",
  "food_truck_description",
  "base_location",
  "operation_radius_km",
  "offer",
  "long_term_rental_available",
  "cuisine",
  "limit",
  "offset",
  "from",
  "to",
  "q",
  "price_from",
  "price_to",
  "minimum_order",
  "photo_ids",
  "portions_per_hour",
  "truck_length_m",
  "power",
  "power_kw",
  "needs_water",
  "max_length_m",
  "site_power",
  "site_water",
  "guests",
  "hours",
  "portions_per_guest",
];

/** Texts that broke things before: long unknown places, LIKE wildcards, bad escapes, huge numbers. */
const NASTY_TEXTS = [
  "%".repeat(30),
  "_".repeat(60),
  "x".repeat(49),
  "Zażółć gęślą jaźń ".repeat(8),
  "\\",
  "%E0%A4%A",
  "99999999999999999999",
  "-1",
  "0",
  "1e309",
  "NaN",
  "2025-02-30",
  "1970-01-01",
  "9999-12-31",
  "\u202Eevil\u200B",
  "<script>alert(1)</script>",
  "a".repeat(5000),
];

const nastyText = fc.oneof(
  { arbitrary: fc.string({ maxLength: 80 }), weight: 1 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 60 }), weight: 1 },
  {
    weight: 3,
    arbitrary: fc.constantFrom(...NASTY_TEXTS),
  },
);

const jsonValue = fc.oneof(
  nastyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyText, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom("dishes", "drinks", "dietary", "x"), fc.array(nastyText, { maxLength: 3 })),
);

const knownFields = fc.dictionary(fc.constantFrom(...FIELD_NAMES), jsonValue, { maxKeys: 10 });

type Body =
  | { kind: "json"; value: unknown }
  | { kind: "raw"; text: string; contentType: string }
  | { kind: "form"; fields: Record<string, string>; file: boolean };

const body: fc.Arbitrary<Body | null> = fc.oneof(
  fc.constant(null),
  knownFields.map((value) => ({ kind: "json" as const, value })),
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: "json" as const, value })),
  fc.record({
    kind: fc.constant("raw" as const),
    text: fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom("{", '{"email":', "[1,2", "\u0000", "")),
    contentType: fc.constantFrom("application/json", "text/plain", "multipart/form-data", "application/xml"),
  }),
  fc.record({
    kind: fc.constant("form" as const),
    fields: fc.dictionary(fc.constantFrom(...FIELD_NAMES), nastyText, { maxKeys: 8 }),
    file: fc.boolean(),
  }),
);

function requestBody(input: Body | null): { body?: BodyInit; headers: Record<string, string> } {
  if (!input) return { headers: {} };
  if (input.kind === "json") {
    return { body: JSON.stringify(input.value), headers: { "Content-Type": "application/json" } };
  }
  if (input.kind === "raw") return { body: input.text, headers: { "Content-Type": input.contentType } };
  const form = new FormData();
  for (const [name, value] of Object.entries(input.fields)) form.append(name, value);
  if (input.file) {
    form.append("gallery_photos", new File([new Uint8Array([0xff, 0xd8, 0xff, 0x00])], "x.jpg"));
    form.append("invoice", new File(["%PDF-"], "x.pdf", { type: "application/pdf" }));
  }
  return { body: form, headers: {} };
}

interface Route {
  method: string;
  path: string;
}

function apiRoutes(): Route[] {
  const seen = new Map<string, Route>();
  for (const route of app.routes) {
    if (route.method === "ALL" || !route.path.startsWith("/api/")) continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

/** The query names the route's validators read (worker/lib/validate.ts records them). */
function routeQueryNames(route: Route): string[] {
  const names = app.routes
    .filter((entry) => entry.method === route.method && entry.path === route.path)
    .flatMap((entry) => queryNamesOf(entry.handler));
  return [...new Set(names)];
}

/** `:name` or `:name{regex}` segments, filled with either a real id or junk. */
function fillPath(path: string, values: string[]): string {
  let index = 0;
  return path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, () => values[index++] ?? "1");
}

describe("no route answers 5xx to malformed input", () => {
  it("params, query strings and bodies from anonymous, organizer, owner and admin callers", async () => {
    const parties = await createParties();
    const strangers = await createStrangers();
    const booking = await createBooking(parties);
    const actorIds = [parties.organizer.user.id, parties.owner.user.id, strangers.admin.user.id];
    const realIds = [String(parties.profile.profile_id), String(booking.request_id)];

    // A fresh token per call: logout and "log out everywhere" may be among the fuzzed routes. The admin may
    // delete or block an actor on the way (their ids are among the fuzzed values): the call is then anonymous.
    async function tokenOf(actor: number | null): Promise<string | undefined> {
      if (actor === null) return undefined;
      const user = await db().query.users.findFirst({ where: eq(users.id, actor) });
      return user && !user.isBlocked ? signAppToken(env, user) : undefined;
    }

    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(25);
    // Names the routes read, so most fuzzed query strings reach validation and the queries behind it.
    const queryNames = [...new Set(routes.flatMap(routeQueryNames))];
    const failures: string[] = [];

    for (const route of routes) {
      const segments = (route.path.match(/:[A-Za-z]+/g) ?? []).length;
      await fc
        .assert(
          fc.asyncProperty(
            fc.constantFrom<number | null>(null, ...actorIds),
            fc.array(
              fc.oneof(
                fc.constantFrom(...realIds),
                nastyText.map((text) => encodeURIComponent(text)),
                nastyText,
              ),
              { minLength: segments, maxLength: segments },
            ),
            fc.dictionary(fc.constantFrom(...queryNames, "unknown"), nastyText, { maxKeys: 3 }),
            body,
            async (actor, params, query, payload) => {
              const url = new URL(`http://localhost${fillPath(route.path, params).replace(/ /g, "%20")}`);
              for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
              const token = await tokenOf(actor);
              const { body: sent, headers } = requestBody(payload);
              const res = await SELF.fetch(url, {
                method: route.method,
                headers: {
                  "CF-Connecting-IP": uniqueIp(),
                  ...(token ? { Authorization: `Bearer ${token}` } : {}),
                  ...headers,
                },
                ...(route.method === "GET" || route.method === "HEAD" ? {} : { body: sent }),
              });
              await res.arrayBuffer();
              if (res.status >= 500)
                failures.push(`${route.method} ${url.pathname}${url.search} → ${res.status}`);
              return res.status < 500;
            },
          ),
          // No shrinking: the failing request itself is reported (with fast-check's seed to replay it).
          // 10 random requests per route and run (each run draws a new seed, so runs add up): 30 made this
          // one test a third of the worker step.
          { numRuns: 10, endOnFailure: true },
        )
        .catch((error: unknown) => {
          failures.push(
            `${route.method} ${route.path}: ${error instanceof Error ? error.message.split("\n")[0] : error}`,
          );
        });
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it("every query parameter each GET route reads, one nasty value at a time, from a caller it serves", async () => {
    const { organizer } = await createParties();
    const { admin } = await createStrangers();
    const failures: string[] = [];
    const getRoutes = apiRoutes().filter((candidate) => candidate.method === "GET");
    const withQueries = getRoutes
      .map((route) => ({ ...route, names: routeQueryNames(route) }))
      .filter((route) => route.names.length > 0);
    // The search, the availability month and the admin lists at least: the scan must keep finding them.
    expect(withQueries.map((route) => route.path)).toEqual(
      expect.arrayContaining(["/api/profiles", "/api/profiles/:id/availability", "/api/admin/users"]),
    );
    for (const route of withQueries) {
      const token = route.path.startsWith("/api/admin/") ? admin.token : organizer.token;
      for (const name of route.names) {
        // The texts of one parameter at once: reads only, so their order does not matter, and the runtime
        // overlaps their database waits.
        await Promise.all(
          NASTY_TEXTS.map(async (text) => {
            const url = new URL(`http://localhost${fillPath(route.path, [])}`);
            url.searchParams.set(name, text);
            const res = await SELF.fetch(url, {
              headers: { "CF-Connecting-IP": uniqueIp(), Authorization: `Bearer ${token}` },
            });
            await res.arrayBuffer();
            if (res.status >= 500)
              failures.push(`GET ${url.pathname}?${name}=${text.slice(0, 40)} → ${res.status}`);
          }),
        );
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

describe("JSON bodies", () => {
  it("every route that reads a JSON body answers an array, or any JSON but an object, with one Polish 400", async () => {
    const { organizer } = await createParties();
    const { admin } = await createStrangers();
    const jsonRoutes = apiRoutes().filter((route) =>
      app.routes.some(
        (entry) => entry.method === route.method && entry.path === route.path && readsJsonBody(entry.handler),
      ),
    );
    // The scan must keep finding them: sign-up, a user's own data, chat, bookings, push, the admin's.
    expect(jsonRoutes.length).toBeGreaterThan(30);
    expect(jsonRoutes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        "POST /api/auth/register",
        "PUT /api/users/me",
        "POST /api/conversations/:id/messages",
        "POST /api/requests/:id/reschedule",
        "POST /api/notifications/subscribe",
        "PUT /api/admin/users/:id",
      ]),
    );
    const expected = { status: 400, body: { message: "Nieprawidłowe dane: oczekiwano obiektu JSON." } };
    const failures: string[] = [];
    for (const route of jsonRoutes) {
      // A caller each route serves, so the body is what it refuses (path ids are "1": the body comes first).
      const token = route.path.startsWith("/api/admin/") ? admin.token : organizer.token;
      for (const value of [[], [{ email: "anna@example.com" }], true, null, 12, "tekst"]) {
        const res = await SELF.fetch(`http://localhost${fillPath(route.path, [])}`, {
          method: route.method,
          headers: {
            "CF-Connecting-IP": uniqueIp(),
            Authorization: `Bearer ${token}`,
            "Content-Type": "application/json",
          },
          body: JSON.stringify(value),
        });
        const answer = { status: res.status, body: await res.json() };
        if (JSON.stringify(answer) !== JSON.stringify(expected))
          failures.push(`${route.method} ${route.path} ${JSON.stringify(value)} → ${JSON.stringify(answer)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
