import { formatPln } from "./money";

/** What the price guide of a truck (beyond SPEC.md, issue 16) says, in złoty; null where none was given. */
export interface PriceGuide {
  price_from: number | null;
  price_to: number | null;
  minimum_order: number | null;
}

/** "od 25 zł / porcja" for a card; null without a "from" price. */
export function cardPriceText(guide: PriceGuide): string | null {
  return guide.price_from === null ? null : `od ${formatPln(guide.price_from)} / porcja`;
}

/** "25–40 zł", "od 25 zł", "do 40 zł" for the profile; null when neither is given. */
export function portionPriceText(guide: PriceGuide): string | null {
  const { price_from: from, price_to: to } = guide;
  if (from !== null && to !== null) {
    return from === to ? formatPln(from) : `${formatPln(from).replace(/\s*zł$/, "")}–${formatPln(to)}`;
  }
  if (from !== null) return `od ${formatPln(from)}`;
  if (to !== null) return `do ${formatPln(to)}`;
  return null;
}
