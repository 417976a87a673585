// The demo data every local run starts with (README lists the logins): the accounts and trucks, as one
// idempotent SQL script (every insert skips rows that already exist) and the list of photo files. `npm run
// seed` (seed.ts) applies it in the local runtime wrangler drives; the Bun and Deno servers (platform/)
// apply it themselves.
import { warsawMidnight } from "../worker/domain/calendar";
import { resolvePlace } from "../worker/domain/gazetteer";
import type { Offer } from "../worker/domain/offer-catalogue";
import type { TruckNeeds } from "../worker/domain/truck-needs";
import { hashPassword } from "../worker/use-cases/accounts/password";
import { demoPhotoStatements, demoPhotos, storedDemoPhotoFiles } from "./seed-photos";

interface DemoUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  userType: "organizer" | "food_truck_owner";
  role: "user" | "admin";
  company?: { name: string; nip: string; street: string; postalCode: string; city: string };
}

interface DemoTruck {
  ownerEmail: string;
  name: string;
  description: string;
  baseLocation: string;
  lat: number;
  lng: number;
  radiusKm: number;
  longTermRental: boolean;
  offer: Offer;
  /** Its photos in scripts/demo-photos/images: "<photos>-1.webp", "<photos>-2.webp"… (render-demo-photos.mjs). */
  photos: string;
  /** The price guide in złoty: per portion from–to and the smallest order (null: not given). */
  prices: { from: number | null; to: number | null; minimumOrder: number | null };
  /** What it serves and needs on site (issue 38); each null where the owner says nothing. */
  needs: TruckNeeds;
}

export const DEMO_USERS: DemoUser[] = [
  {
    email: "admin@foodtruck.test",
    password: "Admin123!",
    firstName: "Agata",
    lastName: "Administratorka",
    phone: "600 000 001",
    userType: "organizer",
    role: "admin",
  },
  {
    email: "anna.organizatorka@foodtruck.test",
    password: "Organizator123!",
    firstName: "Anna",
    lastName: "Nowak",
    phone: "600 000 002",
    userType: "organizer",
    role: "user",
  },
  {
    email: "piotr.organizator@foodtruck.test",
    password: "Organizator123!",
    firstName: "Piotr",
    lastName: "Wiśniewski",
    phone: "600 000 003",
    userType: "organizer",
    role: "user",
    company: {
      name: "Eventy Wiśniewski",
      nip: "5213000003",
      street: "ul. Długa 5",
      postalCode: "80-831",
      city: "Gdańsk",
    },
  },
  {
    email: "marek.burger@foodtruck.test",
    password: "Wlasciciel123!",
    firstName: "Marek",
    lastName: "Kowalski",
    phone: "600 000 004",
    userType: "food_truck_owner",
    role: "user",
    company: {
      name: "Burger Bus Sp. z o.o.",
      nip: "5252000004",
      street: "ul. Marszałkowska 10",
      postalCode: "00-590",
      city: "Warszawa",
    },
  },
  {
    email: "ewa.pierogi@foodtruck.test",
    password: "Wlasciciel123!",
    firstName: "Ewa",
    lastName: "Zielińska",
    phone: "600 000 005",
    userType: "food_truck_owner",
    role: "user",
    company: {
      name: "Pierogi na Kółkach Ewa Zielińska",
      nip: "6762000005",
      street: "ul. Floriańska 3",
      postalCode: "31-019",
      city: "Kraków",
    },
  },
  {
    email: "lukasz.gofry@foodtruck.test",
    password: "Wlasciciel123!",
    firstName: "Łukasz",
    lastName: "Wójcik",
    phone: "600 000 006",
    userType: "food_truck_owner",
    role: "user",
    company: {
      name: "Słodki Gofr Łukasz Wójcik",
      nip: "5842000006",
      street: "ul. Piotrkowska 100",
      postalCode: "90-004",
      city: "Łódź",
    },
  },
];

export const DEMO_TRUCKS: DemoTruck[] = [
  {
    ownerEmail: "marek.burger@foodtruck.test",
    name: "Burger Bus",
    photos: "burger-bus",
    prices: { from: 32, to: 45, minimumOrder: 2500 },
    needs: { portions_per_hour: 90, truck_length_m: 7, power: "400v", power_kw: 11, needs_water: true },
    description:
      "Soczyste burgery z wołowiny sezonowanej, frytki belgijskie i domowe lemoniady. Obsłużymy do 500 gości.",
    baseLocation: "Warszawa",
    lat: 52.22977,
    lng: 21.01178,
    radiusKm: 60,
    longTermRental: true,
    offer: {
      dishes: ["burgers", "belgian_fries", "hot_dogs"],
      drinks: ["lemonade", "soft_drinks", "craft_beer"],
      dietary: ["vegetarian"],
    },
  },
  {
    ownerEmail: "marek.burger@foodtruck.test",
    name: "Taco Loco",
    photos: "taco-loco",
    prices: { from: 28, to: 38, minimumOrder: null },
    needs: { portions_per_hour: 120, truck_length_m: 5.5, power: "230v", power_kw: 3.5, needs_water: false },
    description: "Meksykańskie tacos, nachos z domowym guacamole i churros na deser.",
    baseLocation: "Poznań",
    lat: 52.40692,
    lng: 16.92993,
    radiusKm: 80,
    longTermRental: false,
    offer: {
      dishes: ["mexican", "nachos", "churros"],
      drinks: ["lemonade", "soft_drinks"],
      dietary: ["vegetarian", "vegan", "gluten_free"],
    },
  },
  {
    ownerEmail: "ewa.pierogi@foodtruck.test",
    name: "Pierogi na Kółkach",
    photos: "pierogi-na-kolkach",
    prices: { from: 25, to: 35, minimumOrder: 1500 },
    needs: { portions_per_hour: 100, truck_length_m: 6.5, power: "230v", power_kw: 7, needs_water: true },
    description: "Ręcznie lepione pierogi, placki ziemniaczane i zapiekanki. Kuchnia polska jak u babci.",
    baseLocation: "Kraków",
    lat: 50.06143,
    lng: 19.93658,
    radiusKm: 100,
    longTermRental: true,
    offer: {
      dishes: ["polish", "zapiekanki"],
      drinks: ["coffee", "winter_tea", "mulled_wine"],
      dietary: ["vegetarian"],
    },
  },
  {
    ownerEmail: "lukasz.gofry@foodtruck.test",
    name: "Słodki Gofr",
    photos: "slodki-gofr",
    prices: { from: 15, to: 24, minimumOrder: 800 },
    needs: { portions_per_hour: 150, truck_length_m: 4, power: "none", power_kw: null, needs_water: false },
    description: "Chrupiące gofry, lody rzemieślnicze i gorąca czekolada. Idealne na festyny i wesela.",
    baseLocation: "Łódź",
    lat: 51.75924,
    lng: 19.45598,
    radiusKm: 50,
    longTermRental: false,
    offer: {
      dishes: ["waffles", "ice_cream", "sweet_pastries"],
      drinks: ["coffee", "hot_chocolate"],
      dietary: ["vegetarian"],
    },
  },
  {
    ownerEmail: "lukasz.gofry@foodtruck.test",
    name: "Bałtycka Pizza",
    photos: "baltycka-pizza",
    prices: { from: null, to: null, minimumOrder: null },
    needs: { portions_per_hour: 70, truck_length_m: null, power: "400v", power_kw: 16, needs_water: null },
    description: "Pizza neapolitańska z pieca opalanego drewnem, prosto z Trójmiasta.",
    baseLocation: "Gdańsk",
    lat: 54.35205,
    lng: 18.64637,
    radiusKm: 70,
    longTermRental: true,
    offer: {
      dishes: ["pizza"],
      drinks: ["soft_drinks", "craft_beer"],
      dietary: ["vegetarian", "gluten_free"],
    },
  },
];

/** Past events of the demo organizers with their reviews, so cards and profiles show real ratings. */
interface DemoReview {
  organizerEmail: string;
  truck: string;
  day: string;
  location: string;
  eventType: string;
  guests: number;
  rating: number;
  comment: string;
}

const DEMO_REVIEWS: DemoReview[] = [
  {
    organizerEmail: "anna.organizatorka@foodtruck.test",
    truck: "Burger Bus",
    day: "2026-06-13",
    location: "Park Skaryszewski, Warszawa",
    eventType: "Urodziny",
    guests: 60,
    rating: 5,
    comment: "Świetne burgery i szybka obsługa – goście pytali o kontakt do Was.",
  },
  {
    organizerEmail: "piotr.organizator@foodtruck.test",
    truck: "Burger Bus",
    day: "2026-08-22",
    location: "ul. Prosta 20, Warszawa",
    eventType: "Impreza firmowa",
    guests: 150,
    rating: 4,
    comment: "Smacznie, tylko kolejka przez pierwsze pół godziny była długa.",
  },
  {
    organizerEmail: "anna.organizatorka@foodtruck.test",
    truck: "Pierogi na Kółkach",
    day: "2026-07-04",
    location: "Rynek Główny, Kraków",
    eventType: "Wesele",
    guests: 120,
    rating: 5,
    comment: "Pierogi jak u babci. Polecam każdemu!",
  },
  {
    organizerEmail: "piotr.organizator@foodtruck.test",
    truck: "Słodki Gofr",
    day: "2026-09-05",
    location: "Plac Wolności, Poznań",
    eventType: "Festiwal",
    guests: 400,
    rating: 4,
    comment: "",
  },
];

function grosze(zloty: number | null): number | null {
  return zloty === null ? null : Math.round(zloty * 100);
}

function quote(value: string | number | boolean | null): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  return `'${value.replaceAll("'", "''")}'`;
}

export async function buildSeedSql(): Promise<string> {
  const statements: string[] = [];
  for (const user of DEMO_USERS) {
    const passwordHash = await hashPassword(user.password);
    statements.push(
      `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, user_type, role, email_verified_at, company_name, nip, street_address, postal_code, city) VALUES (${[
        user.email,
        passwordHash,
        user.firstName,
        user.lastName,
        user.phone,
        user.userType,
        user.role,
      ]
        .map(quote)
        .join(", ")}, unixepoch(), ${[
        user.company?.name ?? null,
        user.company?.nip ?? null,
        user.company?.street ?? null,
        user.company?.postalCode ?? null,
        user.company?.city ?? null,
      ]
        .map(quote)
        .join(", ")}) ON CONFLICT(email) DO NOTHING;`,
    );
  }
  for (const truck of DEMO_TRUCKS) {
    const owner = `(SELECT id FROM users WHERE email = ${quote(truck.ownerEmail)})`;
    const profile = `(SELECT id FROM profiles WHERE user_id = ${owner} AND food_truck_name = ${quote(truck.name)})`;
    statements.push(
      `INSERT INTO profiles (user_id, food_truck_name, food_truck_description, base_location, base_lat, base_lng, operation_radius_km, offer_json, long_term_rental_available, price_from_grosze, price_to_grosze, minimum_order_grosze, portions_per_hour, truck_length_m, power, power_kw, needs_water) SELECT ${owner}, ${[
        truck.name,
        truck.description,
        truck.baseLocation,
        truck.lat,
        truck.lng,
        truck.radiusKm,
        JSON.stringify(truck.offer),
        truck.longTermRental,
        grosze(truck.prices.from),
        grosze(truck.prices.to),
        grosze(truck.prices.minimumOrder),
        truck.needs.portions_per_hour,
        truck.needs.truck_length_m,
        truck.needs.power,
        truck.needs.power_kw,
        truck.needs.needs_water,
      ]
        .map(quote)
        .join(
          ", ",
        )} WHERE NOT EXISTS (SELECT 1 FROM profiles WHERE user_id = ${owner} AND food_truck_name = ${quote(truck.name)});`,
    );
    for (const [kind, codes] of Object.entries(truck.offer)) {
      for (const code of codes) {
        statements.push(
          `INSERT OR IGNORE INTO profile_offer_items (profile_id, kind, code) VALUES (${profile}, ${quote(kind)}, ${quote(code)});`,
        );
      }
    }
    statements.push(...demoPhotoStatements(profile, demoPhotos(truck.photos), quote));
  }
  statements.push(...demoReviewStatements());
  return `${statements.join("\n")}\n`;
}

/** How long before its event a demo booking was confirmed: long ago, so it makes no social-proof popup. */
const DEMO_CONFIRMED_DAYS_BEFORE = 21;

/**
 * A finished booking per demo review (its day passed), then the review; both skipped when present. Each
 * was confirmed three weeks before its day, months ago: the demo claims no recent booking (decision 0030).
 */
function demoReviewStatements(): string[] {
  return DEMO_REVIEWS.flatMap((review) => {
    const organizer = `(SELECT id FROM users WHERE email = ${quote(review.organizerEmail)})`;
    const truck = DEMO_TRUCKS.find((candidate) => candidate.name === review.truck);
    if (!truck) throw new Error(`demo review of an unknown truck: ${review.truck}`);
    const owner = `(SELECT id FROM users WHERE email = ${quote(truck.ownerEmail)})`;
    const profile = `(SELECT id FROM profiles WHERE user_id = ${owner} AND food_truck_name = ${quote(truck.name)})`;
    const day = warsawMidnight(review.day);
    const confirmedAt = day - DEMO_CONFIRMED_DAYS_BEFORE * 86_400;
    const place = resolvePlace(review.location);
    const booking = `(SELECT id FROM booking_requests WHERE organizer_id = ${organizer} AND profile_id = ${profile} AND event_start_date = ${day})`;
    return [
      `INSERT INTO booking_requests (organizer_id, profile_id, owner_id, status, confirmed_at, event_start_date, event_end_date, event_time, event_location, event_lat, event_lng, event_type, guest_count, event_description) SELECT ${organizer}, ${profile}, ${owner}, 'confirmed', ${confirmedAt}, ${day}, ${day}, '14:00 - 22:00', ${quote(review.location)}, ${quote(place?.lat ?? null)}, ${quote(place?.lng ?? null)}, ${quote(review.eventType)}, ${review.guests}, ${quote(`${review.eventType}, ${review.guests} gości.`)} WHERE ${booking} IS NULL;`,
      `INSERT OR IGNORE INTO reviews (request_id, author_id, target_user_id, rating, comment, created_at) VALUES (${booking}, ${organizer}, ${owner}, ${review.rating}, ${quote(review.comment)}, ${day + 2 * 86_400});`,
    ];
  });
}

/** Every demo photo and copy: its key in the bucket and its file here (all WebP). */
export function demoPhotoFiles(): { key: string; file: string }[] {
  return storedDemoPhotoFiles(DEMO_TRUCKS.flatMap((truck) => demoPhotos(truck.photos)));
}

export const DEMO_COUNTS = {
  accounts: DEMO_USERS.length,
  trucks: DEMO_TRUCKS.length,
  photos: DEMO_TRUCKS.flatMap((truck) => demoPhotos(truck.photos)).length,
  reviews: DEMO_REVIEWS.length,
};
