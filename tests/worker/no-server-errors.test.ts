import { beforeAll, describe, expect, it } from "vitest";
import { createParties } from "./booking-fixtures";
import { eventBody, postEvent } from "./event-fixtures";
import { api, TEXT } from "./helpers";

// Inputs an audit found answering 500; each must get a 2xx or a Polish 4xx.

describe("search and event places that used to break LIKE", () => {
  // Trucks to search among, so the place condition is really evaluated.
  beforeAll(async () => {
    await createParties();
  });
  const texts = ["x".repeat(49), "nieznane miejsce ".repeat(6).trim(), "%".repeat(30), "_".repeat(60)];

  it("GET /api/profiles?postal_code= with long unknown text or wildcards answers 200 with no match", async () => {
    for (const text of texts) {
      const res = await api(`/profiles?postal_code=${encodeURIComponent(text)}`);
      expect(res.status, text).toBe(200);
      expect(await res.json()).toEqual([]);
      expect(res.headers.get("X-Total-Count")).toBe("0");
    }
  });

  it("a location over the limit is a 400 with a Polish message", async () => {
    const res = await api(`/profiles?postal_code=${"a".repeat(121)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: "Lokalizacja jest za długa." });
  });

  it("POST /api/events at such a place is created with no invitations", async () => {
    // A truck offering the dish, so the place condition is really evaluated.
    const { organizer } = await createParties();
    for (const location of texts) {
      const res = await postEvent(
        eventBody({ location, requiredOffer: { dishes: ["burgers"], drinks: [], dietary: [] } }),
        organizer.token,
      );
      expect(res.status, location).toBe(201);
      expect(await res.json()).toMatchObject({ invited_trucks: 0 });
    }
  });
});

describe("GET /api/files/{key}", () => {
  it("a key longer than R2 allows (1,024 bytes) is a JSON 404", async () => {
    for (const key of [`profiles/${"a".repeat(1100)}.jpg`, `profiles/${"ż".repeat(520)}`]) {
      const res = await api(`/files/${encodeURIComponent(key).replaceAll("%2F", "/")}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: TEXT.notFound });
    }
  });
});
