/**
 * What the web shows about city pages (issue 16), apart from the gazetteer (city-pages.ts), which the
 * browser never downloads.
 */
import { polishPlural } from "./plural";

/** The biggest cities, linked from every page's footer (names and slugs only: the web has no gazetteer). */
export const FOOTER_CITIES = [
  { name: "Warszawa", slug: "warszawa" },
  { name: "Kraków", slug: "krakow" },
  { name: "Łódź", slug: "lodz" },
  { name: "Wrocław", slug: "wroclaw" },
  { name: "Poznań", slug: "poznan" },
  { name: "Gdańsk", slug: "gdansk" },
] as const;

/** "Food trucki – Kraków": the city page's heading, and its title in the worker's head and the SPA alike. */
export function cityHeading(city: string): string {
  return `Food trucki – ${city}`;
}

/**
 * "12 food trucków dojeżdża do Krakowa", "1 food truck dojeżdża do miejscowości Wieliczka": `to` is the
 * place after "do" as the API says it (worker/domain/place-cases.ts).
 */
export function cityTrucksSentence(total: number, to: string): string {
  const trucks = polishPlural(
    total,
    "food truck dojeżdża",
    "food trucki dojeżdżają",
    "food trucków dojeżdża",
  );
  return `${total} ${trucks} ${to}`;
}
