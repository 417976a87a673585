import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { call, expectBody, expectError, uniqueWord } from "./client";
import { profileForm, profileSchema, searchTrucks } from "./trucks";
import { as, createOrganizer, createOwner } from "./users";

/**
 * Beyond SPEC.md (issue 38), over HTTP on every runtime: what a truck serves and needs, the venue's limits
 * as search filters, GET /api/planner and GET /api/users/me/export.
 */

const planSchema = v.object({
  guests: v.number(),
  trucks_matching: v.number(),
  trucks_stating: v.number(),
  throughput_basis: v.picklist(["median", "default"]),
  portions_needed: v.number(),
  portions_per_hour: v.number(),
  portions_per_truck: v.number(),
  trucks_suggested: v.number(),
  assumptions: v.array(v.string()),
  summary: v.string(),
});

describe.concurrent("planning help", () => {
  test("a truck's needs filter the search and feed the planner's median", async () => {
    const owner = await createOwner("plan-owner");
    const base = uniqueWord("apiprzystan");
    const create = async (throughput: string, length: string, power: string) => {
      const form = profileForm({ base_location: base });
      form.append("portions_per_hour", throughput);
      form.append("truck_length_m", length);
      form.append("power", power);
      form.append("needs_water", "false");
      const created = await call("/api/profiles", { ...as(owner), form });
      return expectBody(created, 201, profileSchema, "POST /api/profiles with needs");
    };
    const long = await create("100", "7", "400v");
    await create("120", "5,5", "230v");
    await create("140", "6", "none");
    expect(long).toMatchObject({
      portions_per_hour: 100,
      truck_length_m: 7,
      power: "400v",
      needs_water: false,
    });

    // A 6 m / 230 V venue leaves the 7 m, 400 V truck out.
    const fitting = await searchTrucks({ postal_code: base, max_length_m: "6", site_power: "230v" });
    expect(fitting.total).toBe(2);
    expect(fitting.trucks.map((truck) => truck.profile_id)).not.toContain(long.profile_id);

    const answer = await call(`/api/planner?guests=800&hours=4&postal_code=${encodeURIComponent(base)}`);
    expect(expectBody(answer, 200, planSchema, "GET /api/planner")).toMatchObject({
      trucks_matching: 3,
      throughput_basis: "median",
      portions_per_hour: 120,
      trucks_suggested: 2,
    });
    const fewer = await call(
      `/api/planner?guests=800&postal_code=${encodeURIComponent(base)}&max_length_m=6&site_power=230v`,
    );
    expect(expectBody(fewer, 200, planSchema, "GET /api/planner with a venue")).toMatchObject({
      trucks_matching: 2,
      throughput_basis: "default",
      portions_per_hour: 80,
      trucks_suggested: 3,
    });
    expectError(
      await call("/api/planner?guests=dużo"),
      400,
      "Liczba gości musi być liczbą całkowitą od 1 do 100 000.",
      "GET /api/planner?guests=dużo",
    );
  });

  test("GET /api/users/me/export is the signed-in user's own JSON file", async () => {
    expect((await call("/api/users/me/export")).status).toBe(401);
    const organizer = await createOrganizer("export-org");
    const answer = await call("/api/users/me/export", as(organizer));
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="moje-dane-[\d-]+\.json"$/,
    );
    const data = v.parse(
      v.object({
        account: v.object({ user_id: v.number(), email: v.string() }),
        bookings: v.array(v.unknown()),
      }),
      answer.body,
    );
    expect(data.account).toEqual({ user_id: organizer.id, email: organizer.email });
  });
});
