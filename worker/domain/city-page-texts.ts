/**
 * What a city page says about its town (issue 37): its facts in words, an intro written only from them,
 * and the questions organizers ask, answered by the platform's real rules. The API sends these texts and
 * the worker's head uses the same ones (FAQPage JSON-LD), so a page and its head never disagree.
 */
import { ESTIMATE_EXPLAINS, KIND_WORDS, MONEY_RULES } from "./booking-kind";
import { DAYS_TO_ANSWER, HOURS_BEFORE_START_TO_CANCEL } from "./booking-machine";
import { cityTrucksSentence } from "./city-texts";
import { formatPln } from "./money";
import type { DishCode } from "./offer-catalogue";
import type { PlacePhrases } from "./place-cases";
import { polishPlural } from "./plural";
import { formatPolishNumber } from "./polish-number";

/** Every figure comes from the trucks that serve the town; null where none of them gives it. */
export interface CityFacts {
  /** The dishes on offer, most common first: how many of the trucks serve each. */
  cuisines: { code: DishCode; label: string; trucks: number }[];
  /** Per portion, in złoty, from the trucks' own price guides; `trucks` of them give a price. */
  price: { from: number; to: number; trucks: number } | null;
  /** The organizers' reviews of these trucks: their average (to 0.1) and number. */
  rating: { average: number; reviews: number } | null;
}

/** Another town's page, and how far it is from this one. */
export interface CityLink {
  slug: string;
  name: string;
  distance_km: number;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** "15–45 zł", or "25 zł" when every price is the same. */
export function priceRangeText(price: { from: number; to: number }): string {
  return price.from === price.to
    ? formatPln(price.from)
    : `${formatPln(price.from).replace(/\s*zł$/, "")}–${formatPln(price.to)}`;
}

/** "4,5 na 5" */
export function ratingText(rating: { average: number }): string {
  return `${formatPolishNumber(rating.average, { maxFractionDigits: 1 })} na 5`;
}

/** "12 opinii", "1 opinia" */
export function reviewsText(reviews: number): string {
  return `${reviews} ${polishPlural(reviews, "opinia", "opinie", "opinii")}`;
}

/** "(podają je 3 z 5 food trucków)" when only some trucks give prices; "" when all do. */
export function pricedShareText(priced: number, total: number): string {
  if (priced >= total) return "";
  const verb = polishPlural(priced, "podaje", "podają", "podaje");
  return ` (${verb} je ${priced} z ${total} ${polishPlural(total, "food trucka", "food trucków", "food trucków")})`;
}

/** "burgery, kuchnia polska i pizza" (labels as in a sentence), at most `limit`, then "i 3 inne". */
function dishList(cuisines: CityFacts["cuisines"], limit: number): string {
  const names = cuisines.slice(0, limit).map((cuisine) => cuisine.label.toLowerCase());
  const more = cuisines.length - names.length;
  if (more > 0)
    return `${names.join(", ")} i ${more} ${polishPlural(more, "inne danie", "inne dania", "innych dań")}`;
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} i ${names.at(-1)}`;
}

/**
 * A few sentences from the facts alone: how many trucks come, what they serve, what a portion costs and
 * how organizers rated them; for a town no truck serves, that, and the nearest town that has some.
 */
export function cityIntro(
  phrases: PlacePhrases,
  total: number,
  facts: CityFacts,
  nearest: CityLink | null,
): string {
  if (total === 0) {
    const none = `Żaden food truck nie dojeżdża jeszcze ${phrases.to}.`;
    return nearest
      ? `${none} Najbliższe miasto z food truckami to ${nearest.name} (${nearest.distance_km} km).`
      : none;
  }
  const sentences = [`${cityTrucksSentence(total, phrases.to)}.`];
  if (facts.cuisines.length > 0) sentences.push(`W ofercie: ${dishList(facts.cuisines, 5)}.`);
  if (facts.price) {
    sentences.push(
      `Ceny porcji: ${priceRangeText(facts.price)}${pricedShareText(facts.price.trucks, total)}.`,
    );
  }
  if (facts.rating) {
    sentences.push(
      `Średnia ocen od organizatorów: ${ratingText(facts.rating)} (${reviewsText(facts.rating.reviews)}).`,
    );
  }
  sentences.push(
    "Porównaj oferty i wolne terminy, a potem wyślij zapytanie – organizator nie płaci nam prowizji.",
  );
  return sentences.join(" ");
}

const CANCEL_DAYS = HOURS_BEFORE_START_TO_CANCEL / 24;

/** The questions of every city page, answered by the rules of SPEC.md and DESIGN.md §9; prices only when known. */
export function cityFaq(phrases: PlacePhrases, facts: CityFacts): FaqEntry[] {
  const entries: FaqEntry[] = [];
  if (facts.price) {
    entries.push({
      question: `Ile kosztuje food truck ${phrases.in}?`,
      answer: `Ceny porcji podane przez food trucki dojeżdżające ${phrases.to}: ${priceRangeText(facts.price)}. ${ESTIMATE_EXPLAINS}`,
    });
  }
  entries.push(
    {
      question: `Jak zarezerwować food trucka ${phrases.in}?`,
      answer: `Wybierz food trucka, sprawdź jego ofertę i wolne terminy, a potem wyślij zapytanie z datą, godzinami, adresem, rodzajem wydarzenia i liczbą gości – potrzebne jest do tego konto organizatora. Rezerwacja staje się wiążąca dopiero wtedy, gdy właściciel ją potwierdzi. Na odpowiedź ma ${DAYS_TO_ANSWER} dni (nie dłużej niż do rozpoczęcia wydarzenia); bez odpowiedzi zapytanie wygasa. Organizator nie płaci nam prowizji.`,
    },
    {
      question: "Czy trzeba wpłacić zaliczkę?",
      answer: `Nie jest obowiązkowa i nie płaci się jej z góry: można o nią poprosić dopiero po potwierdzeniu rezerwacji. Gdy wynajmujesz food trucka do obsługi swoich gości, ${KIND_WORDS.hired.payee} może poprosić Cię o ${KIND_WORDS.hired.paymentAccusative}. Gdy food truck sprzedaje gościom i płaci Ci za stoisko, to Ty możesz poprosić właściciela o ${KIND_WORDS.pitch.paymentAccusative}. ${MONEY_RULES.held} ${MONEY_RULES.paused}`,
    },
    {
      question: "Czy można odwołać rezerwację?",
      answer: `Tak: organizator i właściciel mogą anulować rezerwację – także już potwierdzoną – najpóźniej ${CANCEL_DAYS} dni (${HOURS_BEFORE_START_TO_CANCEL} godzin) przed rozpoczęciem wydarzenia, ale nie po wpłacie zaliczki ani opłaty gwarancyjnej. Anulowania nie można cofnąć, a częste odwoływanie potwierdzonych rezerwacji może skończyć się zawieszeniem konta. Gdy rezerwację odwoła właściciel, podpowiemy inne food trucki, które są wolne w tym terminie, dojeżdżają na miejsce i mają podobną kuchnię.`,
    },
  );
  return entries;
}
