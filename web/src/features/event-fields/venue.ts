import { isPowerKind, type PowerKind, type VenueLimits } from "@shared/domain/truck-needs";
import { venueEntries, venueOf } from "@shared/schemas/truck-needs";
import * as v from "valibot";
import { type FieldErrors, fieldErrors } from "../../lib/form-errors";

/** The venue's limits as a form keeps them (beyond SPEC.md, issue 38): "" is "not stated". */
export interface VenueValues {
  max_length_m: string;
  site_power: string;
  /** "", "true" (water on site) or "false". */
  site_water: string;
}

export const EMPTY_VENUE: VenueValues = { max_length_m: "", site_power: "", site_water: "" };

/** Limits carried in a URL (a search's) as the form's first values. */
export function venueValuesOf(limits: VenueLimits): VenueValues {
  return {
    max_length_m: limits.max_length_m === undefined ? "" : String(limits.max_length_m).replace(".", ","),
    site_power: limits.site_power ?? "",
    site_water: limits.site_water === undefined ? "" : String(limits.site_water),
  };
}

/** What a request body carries of the venue: null where not stated. */
export interface VenueBody {
  max_length_m: number | null;
  site_power: PowerKind | null;
  site_water: boolean | null;
}

const venueSchema = v.object(venueEntries);

/**
 * The typed limits, read by the API's own rules: those stated, the body fields to send, and a message per
 * field the API would refuse (what is readable still counts for the fit line meanwhile).
 */
export function readVenue(values: VenueValues): {
  limits: VenueLimits;
  body: VenueBody;
  errors: FieldErrors;
} {
  const parsed = v.safeParse(venueSchema, values);
  if (parsed.success) return { limits: venueOf(parsed.output), body: parsed.output, errors: {} };
  const power = isPowerKind(values.site_power) ? values.site_power : undefined;
  return {
    limits: power ? { site_power: power } : {},
    body: { max_length_m: null, site_power: null, site_water: null },
    errors: fieldErrors(venueSchema, values),
  };
}

/** The limits a form states for its fit line, and as the planner's query (what the API would read). */
export function venueOfForm(values: VenueValues) {
  const { limits } = readVenue(values);
  return {
    limits,
    query: {
      ...(limits.max_length_m === undefined ? {} : { max_length_m: String(limits.max_length_m) }),
      ...(limits.site_power === undefined ? {} : { site_power: limits.site_power }),
      ...(limits.site_water === undefined ? {} : { site_water: String(limits.site_water) }),
    },
  };
}
