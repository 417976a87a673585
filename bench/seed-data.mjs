// The bench's data set: 10,000 profiles over Polish places, their offer, 1,000,000 busy days and 20,000
// bookings, written straight into the miniflare D1 SQLite file (one transaction, deterministic).
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const PROFILES = 10_000;
const OWNERS = 2_000;
const ORGANIZERS = 200;
const BUSY_DAYS_PER_PROFILE = 100; // 1,000,000 availability rows
const BOOKINGS = 20_000;

/** Small deterministic PRNG (mulberry32): the same data set every run. */
function prng(state) {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(7);
const pick = (list) => list[Math.floor(random() * list.length)];
function sample(list, count) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

/** Catalogue codes, read from the TypeScript source (the one place that lists them). */
function catalogue() {
  const source = readFileSync(join(ROOT, "worker/domain/offer-catalogue.ts"), "utf8");
  const block = (name) => {
    const match = source.match(new RegExp(`export const ${name} = \\{([\\s\\S]*?)\\} as const`));
    if (!match) throw new Error(`${name} not found in offer-catalogue.ts`);
    return [...match[1].matchAll(/^\s*(\w+):/gm)].map((m) => m[1]);
  };
  return { dishes: block("DISHES"), drinks: block("DRINKS"), dietary: block("DIETARY") };
}

/**
 * [portions_per_hour, truck_length_m, power, power_kw, needs_water] of one truck (issue 38): from its id,
 * without drawing from the seeded random numbers, so the rest of the data stays as before. About a third
 * state nothing; the rest 60–200 portions an hour, 4–9.5 m, mostly 230 V, some 400 V or none.
 */
function truckNeeds(id) {
  if (id % 3 === 0) return [null, null, null, null, null];
  const power = ["230v", "230v", "400v", "none", "230v"][id % 5];
  return [
    60 + (id % 15) * 10,
    4 + (id % 12) * 0.5,
    power,
    power === "none" ? null : power === "400v" ? 11 : 3.5,
    id % 4 === 1 ? 1 : 0,
  ];
}

/** [price_from, price_to, review_count, rating_total] of one truck. */
function priceAndRating() {
  const from = random() < 0.8 ? 1500 + Math.floor(random() * 61) * 50 : null;
  const to = from === null ? null : from + Math.floor(random() * 40) * 50;
  const reviews = random() < 0.5 ? 1 + Math.floor(random() * 40) : 0;
  const total = Math.round(reviews * (3 + random() * 2));
  return [from, to, reviews, Math.min(total, reviews * 5)];
}

export function seed(file) {
  const codes = catalogue();
  const places = JSON.parse(readFileSync(join(ROOT, "worker/data/pl-places.json"), "utf8")).places;
  // Trucks live where people are, but not only in big cities: weight by the square root of population.
  const weights = places.map((row) => Math.sqrt(Math.max(row[4], 1000)));
  const cumulative = [];
  let sum = 0;
  for (const w of weights) {
    sum += w;
    cumulative.push(sum);
  }
  const randomPlace = () => {
    const x = random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return places[lo];
  };

  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;");
  const now = Math.floor(Date.now() / 1000);
  const insertUser = db.prepare(
    "INSERT INTO users (id, email, first_name, last_name, user_type, email_verified_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const insertProfile = db.prepare(
    `INSERT INTO profiles (id, user_id, food_truck_name, food_truck_description, base_location, base_lat, base_lng,
       operation_radius_km, offer_json, long_term_rental_available, price_from_grosze, price_to_grosze,
       review_count, rating_total, portions_per_hour, truck_length_m, power, power_kw, needs_water)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOffer = db.prepare("INSERT INTO profile_offer_items (profile_id, kind, code) VALUES (?, ?, ?)");
  const insertDay = db.prepare("INSERT INTO availability (profile_id, day) VALUES (?, ?)");
  const insertBooking = db.prepare(
    `INSERT INTO booking_requests (organizer_id, profile_id, owner_id, status, event_start_date, event_end_date,
       event_time, event_location, event_type, event_description) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  // Days of 2026–2027 as "YYYY-MM-DD" and their Warsaw midnights (CET/CEST by the EU rule, good enough here).
  const days = [];
  for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) days.push(new Date(t));
  const dayText = (date) => date.toISOString().slice(0, 10);
  const warsawMidnight = (date) => {
    const y = date.getUTCFullYear();
    const lastSunday = (month) => {
      const d = new Date(Date.UTC(y, month + 1, 0));
      return d.getUTCDate() - d.getUTCDay();
    };
    const m = date.getUTCMonth();
    const d = date.getUTCDate();
    const summer = (m > 2 && m < 9) || (m === 2 && d > lastSunday(2)) || (m === 9 && d <= lastSunday(9));
    return date.getTime() / 1000 - (summer ? 7200 : 3600);
  };

  const adjectives = [
    "Smaczny",
    "Gorący",
    "Złoty",
    "Wesoły",
    "Miejski",
    "Szybki",
    "Domowy",
    "Wielki",
    "Mały",
    "Rodzinny",
  ];
  const nouns = ["Burger", "Wóz", "Bus", "Kram", "Bar", "Grill", "Food Truck", "Kuchnia", "Piec", "Bistro"];
  const radii = [10, 15, 20, 25, 30, 40, 50, 50, 75, 100, 150, 200];
  const bookingStatuses = [
    "confirmed",
    "confirmed",
    "confirmed_deposit_paid",
    "pending_owner_approval",
    "cancelled_by_owner",
    "completed",
  ];

  let offerRows = 0;
  db.exec("BEGIN");
  try {
    for (let id = 1; id <= OWNERS + ORGANIZERS; id++) {
      const owner = id <= OWNERS;
      insertUser.run(
        id,
        `bench-${id}@example.pl`,
        "Jan",
        `Bench${id}`,
        owner ? "food_truck_owner" : "organizer",
        now,
      );
    }
    const owners = new Map();
    for (let id = 1; id <= PROFILES; id++) {
      const [name, , lat, lng] = randomPlace();
      const userId = ((id - 1) % OWNERS) + 1;
      owners.set(id, userId);
      const offer = {
        dishes: sample(codes.dishes, 1 + Math.floor(random() * 4)),
        drinks: sample(codes.drinks, Math.floor(random() * 4)),
        dietary: sample(codes.dietary, Math.floor(random() * 3)),
      };
      insertProfile.run(
        id,
        userId,
        `${pick(adjectives)} ${pick(nouns)} ${id}`,
        "Food truck z benchmarku.",
        name,
        lat,
        lng,
        pick(radii),
        JSON.stringify(offer),
        random() < 0.3 ? 1 : 0,
        // Issue 16: most trucks give a price per portion (15–45 zł), about half have reviews (avg 3–5).
        ...priceAndRating(),
        ...truckNeeds(id),
      );
      for (const kind of ["dishes", "drinks", "dietary"]) {
        for (const code of offer[kind]) {
          insertOffer.run(id, kind, code);
          offerRows += 1;
        }
      }
      for (const date of sample(days, BUSY_DAYS_PER_PROFILE)) insertDay.run(id, dayText(date));
    }
    for (let i = 0; i < BOOKINGS; i++) {
      const profileId = 1 + Math.floor(random() * PROFILES);
      const first = Math.floor(random() * (days.length - 3));
      const length = pick([1, 1, 1, 2, 3]);
      insertBooking.run(
        OWNERS + 1 + Math.floor(random() * ORGANIZERS),
        profileId,
        owners.get(profileId),
        pick(bookingStatuses),
        warsawMidnight(days[first]),
        warsawMidnight(days[first + length - 1]),
        "12:00",
        "Warszawa",
        "festyn",
        "Benchmark",
      );
    }
    db.exec("COMMIT");
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  const counts = Object.fromEntries(
    ["profiles", "profile_offer_items", "availability", "booking_requests", "users"].map((table) => [
      table,
      db.prepare(`SELECT count(*) AS n FROM ${table}`).get().n,
    ]),
  );
  db.close();
  return { counts, offerRows };
}
