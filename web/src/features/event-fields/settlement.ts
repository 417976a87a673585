import {
  BOOKING_KINDS,
  type BookingKind,
  type EstimateReach,
  estimateCost,
  estimateText,
} from "@shared/domain/booking-kind";
import { formatPln } from "@shared/domain/money";
import type { PriceGuide } from "@shared/domain/price-guide";
import { guestsOf } from "./estimate-reach";

/** The highest pitch fee the API takes (its event_cost limit, in złoty). */
const MAX_PITCH_FEE = 1_000_000;

/** What the booking form and the create-event dialog say about how the event settles (DESIGN.md §9). */
export const SETTLEMENT_TEXTS = {
  question: "Jak rozliczacie się z food truckiem?",
  choose: "Wybierz, jak rozliczacie się z food truckiem.",
  feeLabel: "Opłata za stoisko (zł)",
  feeHint: "Kwota, którą właściciel food trucka zapłaci Ci za miejsce na wydarzeniu.",
  feeMissing: "Podaj opłatę za stoisko.",
  feeInvalid: `Opłata za stoisko musi być kwotą większą od 0 zł, najwyżej ${formatPln(MAX_PITCH_FEE)} (np. 300 lub 299,99).`,
  guestsFirst: "Podaj liczbę gości, a pokażemy tu szacunkowy koszt według cennika tego food trucka.",
} as const;

/** The chosen kind, or null while nothing (or something unknown) is chosen. */
export function settlementOf(choice: string): BookingKind | null {
  return BOOKING_KINDS.find((kind) => kind === choice) ?? null;
}

/** "300", "299,99", "1 500" → złoty; null unless above 0, at most two decimals and within the limit. */
export function pitchFeeOf(text: string): number | null {
  const compact = text.replace(/\s/g, "");
  if (!/^\d+([.,]\d{1,2})?$/.test(compact)) return null;
  const fee = Number(compact.replace(",", "."));
  return fee > 0 && fee <= MAX_PITCH_FEE ? fee : null;
}

/** The messages of the choice and, for a pitch, of its fee; empty when both are fine. */
export function settlementErrors(choice: string, fee: string): { choice?: string; fee?: string } {
  const kind = settlementOf(choice);
  if (kind === null) return { choice: SETTLEMENT_TEXTS.choose };
  if (kind === "hired") return {};
  if (fee.trim() === "") return { fee: SETTLEMENT_TEXTS.feeMissing };
  return pitchFeeOf(fee) === null ? { fee: SETTLEMENT_TEXTS.feeInvalid } : {};
}

/**
 * What the API's event_cost carries: 0 for a hired truck (a fee typed before switching is dropped), the
 * pitch fee for a pitch.
 */
export function eventCostOf(choice: string, fee: string): number {
  return settlementOf(choice) === "pitch" ? (pitchFeeOf(fee) ?? 0) : 0;
}

/** Whether the truck gives a price per portion, the one thing an estimate cannot do without. */
export function hasPortionPrice(guide: PriceGuide): boolean {
  return guide.price_from !== null || guide.price_to !== null;
}

/**
 * "Szacunkowy koszt: ok. 3000–4200 zł" for the guests typed (a whole number 1–100,000, as every guest field
 * takes), with what it counts when one truck cannot serve them all in time (`reach`); null otherwise.
 */
export function estimateLine(guide: PriceGuide, guests: string, reach?: EstimateReach): string | null {
  const count = guestsOf(guests) ?? Number.NaN;
  const estimate = estimateCost({ guide, guests: count });
  return estimate ? estimateText(estimate, reach?.guests === count ? reach : undefined) : null;
}
