/**
 * The home page's social-proof popup (SPEC.md §2, made true by issue 37, decision 0030): it names one of
 * these cities only when a booking was confirmed there recently, in the words of place-cases.ts.
 */
import { fromPlace } from "./place-cases";

/** SPEC.md §2's eight cities, in its order (the gazetteer's spelling). */
export const SOCIAL_PROOF_CITIES = [
  "Warszawa",
  "Kraków",
  "Gdańsk",
  "Poznań",
  "Wrocław",
  "Katowice",
  "Szczecin",
  "Łódź",
] as const;

/** A booking counts for a city when the owner confirmed it this recently… */
export const SOCIAL_PROOF_DAYS = 30;
/** …and its event is this close to the city's centre (great-circle distance). */
export const SOCIAL_PROOF_RADIUS_KM = 30;

/** "Ktoś z Łodzi właśnie zarezerwował food trucka!" */
export function socialProofMessage(city: string): string {
  return `Ktoś ${fromPlace(city)} właśnie zarezerwował food trucka!`;
}
