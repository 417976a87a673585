import * as v from "valibot";
import { POWER_KINDS, type PowerKind, TRUCK_NEEDS_LIMITS, type VenueLimits } from "../domain/truck-needs";

// Beyond SPEC.md (issue 38): the owner's statements about a truck (POST/PUT /profiles, multipart) and the
// organizer's about a venue (GET /profiles and /planner query strings, POST /requests and /events JSON).
// Every field is optional: empty text (or null) is "not stated".

export const VENUE_LIMITS = { maxLengthM: { min: 1, max: 50 } } as const;

export const TRUCK_NEEDS_TEXTS = {
  portionsPerHour: `Wydajność musi być liczbą całkowitą od ${TRUCK_NEEDS_LIMITS.portionsPerHour.min} do ${TRUCK_NEEDS_LIMITS.portionsPerHour.max} porcji na godzinę.`,
  truckLength:
    "Długość food trucka musi być liczbą od 2 do 20 m, z najwyżej jedną cyfrą po przecinku (np. 6,5).",
  power: "Wybierz zasilanie: bez przyłącza, gniazdo 230 V lub 400 V.",
  powerKw: "Moc musi być liczbą od 0,5 do 60 kW, z najwyżej jedną cyfrą po przecinku (np. 3,5).",
  powerKwWithoutSocket: "Moc podaj tylko przy gnieździe 230 V lub 400 V.",
  needsWater: "Nieprawidłowa wartość pola „potrzebuje wody”.",
  maxLength: "Długość miejsca musi być liczbą od 1 do 50 m, z najwyżej jedną cyfrą po przecinku (np. 6,5).",
  sitePower: "Wybierz prąd na miejscu: brak, 230 V lub 400 V.",
  siteWater: "Nieprawidłowa wartość pola „woda na miejscu”.",
} as const;

/** Text (or a JSON number) as it is typed: "" and null are "not stated". */
const typed = (message: string) =>
  v.pipe(
    v.nullable(v.union([v.string(message), v.number(message)], message)),
    v.transform((value) => (value === null ? "" : String(value).trim())),
  );

/** An optional number in a range, whole (`decimals` 0) or with one decimal ("6,5" or "6.5"); null when empty. */
export const optionalNumber = (message: string, range: { min: number; max: number }, decimals: 0 | 1) =>
  v.optional(
    v.pipe(
      typed(message),
      v.check(
        (text) => text === "" || (decimals === 0 ? /^\d{1,5}$/ : /^\d{1,5}([.,]\d)?$/).test(text),
        message,
      ),
      v.transform((text) => (text === "" ? null : Number(text.replace(",", ".")))),
      v.check((value) => value === null || (value >= range.min && value <= range.max), message),
    ),
    "",
  );

/** "none", "230v", "400v"; null when empty. */
export const optionalPower = (message: string) =>
  v.optional(
    v.pipe(
      typed(message),
      v.picklist(["", ...POWER_KINDS], message),
      v.transform((text): PowerKind | null => (text === "" ? null : text)),
    ),
    "",
  );

/** "true"/"false" (as forms and query strings send them) or a JSON boolean; null when empty. */
export const optionalYesNo = (message: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.union([v.boolean(message), v.string(message)], message)),
      v.transform((value) => (value === null ? "" : String(value).trim())),
      v.picklist(["", "true", "false", "1", "0"], message),
      v.transform((text) => (text === "" ? null : text === "true" || text === "1")),
    ),
    "",
  );

/** The profile's multipart fields of what the truck serves and needs. */
export const truckNeedsEntries = {
  portions_per_hour: optionalNumber(TRUCK_NEEDS_TEXTS.portionsPerHour, TRUCK_NEEDS_LIMITS.portionsPerHour, 0),
  truck_length_m: optionalNumber(TRUCK_NEEDS_TEXTS.truckLength, TRUCK_NEEDS_LIMITS.lengthM, 1),
  power: optionalPower(TRUCK_NEEDS_TEXTS.power),
  power_kw: optionalNumber(TRUCK_NEEDS_TEXTS.powerKw, TRUCK_NEEDS_LIMITS.powerKw, 1),
  needs_water: optionalYesNo(TRUCK_NEEDS_TEXTS.needsWater),
};

/** The venue's limits, in a query string or a JSON body. */
export const venueEntries = {
  max_length_m: optionalNumber(TRUCK_NEEDS_TEXTS.maxLength, VENUE_LIMITS.maxLengthM, 1),
  site_power: optionalPower(TRUCK_NEEDS_TEXTS.sitePower),
  site_water: optionalYesNo(TRUCK_NEEDS_TEXTS.siteWater),
};

/** The venue as the domain reads it: what was not stated is left out. */
export function venueOf(fields: {
  max_length_m: number | null;
  site_power: PowerKind | null;
  site_water: boolean | null;
}): VenueLimits {
  return {
    ...(fields.max_length_m === null ? {} : { max_length_m: fields.max_length_m }),
    ...(fields.site_power === null ? {} : { site_power: fields.site_power }),
    ...(fields.site_water === null ? {} : { site_water: fields.site_water }),
  };
}
