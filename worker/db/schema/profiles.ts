// Food-truck profiles, their offer, photos and busy days.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { POWER_KINDS } from "../../domain/truck-needs";
import { users } from "./accounts";
import { createdAt } from "./columns";

export const profiles = sqliteTable(
  "profiles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    foodTruckName: text("food_truck_name").notNull(),
    foodTruckDescription: text("food_truck_description").notNull(),
    profileImageKey: text("profile_image_key"),
    baseLocation: text("base_location").notNull(),
    /** Geocoded base location; null when the gazetteer could not resolve it. */
    baseLat: real("base_lat"),
    baseLng: real("base_lng"),
    operationRadiusKm: integer("operation_radius_km").notNull(),
    /** {dishes[], drinks[], dietary[]} of catalogue codes; mirrored in profile_offer_items for search. */
    offerJson: text("offer_json").notNull().default('{"dishes":[],"drinks":[],"dietary":[]}'),
    longTermRentalAvailable: integer("long_term_rental_available", { mode: "boolean" })
      .notNull()
      .default(false),
    /**
     * The organizers' reviews of this truck's bookings, counted and summed by triggers on reviews (migration
     * 0014), so cards, the profile and sorting by rating read two columns instead of joining every review.
     */
    /** Price guide in grosze, each optional: per portion from–to, and the smallest order taken. */
    priceFromGrosze: integer("price_from_grosze"),
    priceToGrosze: integer("price_to_grosze"),
    minimumOrderGrosze: integer("minimum_order_grosze"),
    /**
     * Beyond SPEC.md (issue 38), each optional (null: not stated): portions served per hour, length in
     * metres (one decimal), the power needed ("none", "230v", "400v") and its kW, and whether it needs water.
     */
    portionsPerHour: integer("portions_per_hour"),
    truckLengthM: real("truck_length_m"),
    power: text("power", { enum: POWER_KINDS }),
    powerKw: real("power_kw"),
    needsWater: integer("needs_water", { mode: "boolean" }),
    reviewCount: integer("review_count").notNull().default(0),
    ratingTotal: integer("rating_total").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: integer("updated_at").notNull().default(sql`(unixepoch())`),
  },
  (t) => [
    index("profiles_user_idx").on(t.userId),
    // Search without a place pages through trucks by name.
    index("profiles_name_idx").on(t.foodTruckName, t.id),
  ],
);

/**
 * The search's map grid (decision 0021, domain/search-grid.ts): one row for each 0.5° cell a truck's area
 * may reach, with its base and radius copied, so a search around a place reads just its cell's rows, in
 * key order (WITHOUT ROWID). Written only by the triggers on profiles (migration 0020), whatever writes a
 * profile; gone with the profile.
 */
export const searchCells = sqliteTable(
  "search_cells",
  {
    cell: integer("cell").notNull(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    baseLat: real("base_lat").notNull(),
    baseLng: real("base_lng").notNull(),
    operationRadiusKm: integer("operation_radius_km").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cell, t.profileId] }),
    // The triggers replace a truck's rows when it moves, and deleting a profile cascades here.
    index("search_cells_profile_idx").on(t.profileId),
  ],
);

export const profileOfferItems = sqliteTable(
  "profile_offer_items",
  {
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["dishes", "drinks", "dietary"] }).notNull(),
    code: text("code").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.kind, t.code] }),
    index("offer_code_idx").on(t.code, t.profileId),
  ],
);

export const profilePhotos = sqliteTable(
  "profile_photos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    r2Key: text("r2_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    /** Pixel size of the stored photo; null for photos stored before sizes were kept. */
    width: integer("width"),
    height: integer("height"),
    /** Widths of the smaller WebP copies stored beside it, comma-separated ("400,800"); "" for none. */
    variantWidths: text("variant_widths").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("profile_photos_position_idx").on(t.profileId, t.position)],
);

/** A search's busy check over a few days probes it by name (use-cases/availability/busy-days.ts). */
export const AVAILABILITY_DAY_INDEX = "availability_day_idx";

/** One row per busy calendar day ("YYYY-MM-DD" in Europe/Warsaw); the unique index decides booking races. */
export const availability = sqliteTable(
  "availability",
  {
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    /** Set when a confirmed booking made the day busy; such days cannot be freed by a click. */
    bookingRequestId: integer("booking_request_id"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.day] }),
    // Each searched day's busy trucks, in a few pages that stay cached (decision 0021).
    index(AVAILABILITY_DAY_INDEX).on(t.day, t.profileId),
  ],
);
