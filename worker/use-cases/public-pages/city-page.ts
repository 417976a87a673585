/**
 * /food-trucki/{city} (issues 16 and 37): the trucks that serve a town, best rated first, with what they
 * offer, charge and were rated, an intro and questions written from those facts, links to nearby towns;
 * and the page's head for search engines (ItemList of the profiles, FAQPage of the questions).
 */
import type { Db } from "../../db/client";
import {
  type CityFacts,
  type CityLink,
  cityFaq,
  cityIntro,
  type FaqEntry,
} from "../../domain/city-page-texts";
import { cityOfSlug, citySlug } from "../../domain/city-pages";
import { cityHeading } from "../../domain/city-texts";
import { NOT_FOUND_TITLES } from "../../domain/page-title";
import { type PlacePhrases, placePhrases } from "../../domain/place-cases";
import { type PageHead, shortDescription } from "../../lib/page-head";
import { type ProfileDto, profileDto } from "../profiles/queries";
import { searchProfiles } from "../search/profile-search";
import { cityFacts, nearestServedTown } from "./city-facts";

/** A page shows this many; the rest are one link away, in the search. */
export const CITY_PAGE_SIZE = 24;

export const CITY_TEXTS = {
  notFound: "Nie znamy takiej miejscowości.",
} as const;

export interface CityPage {
  /** `phrases`: the town in sentences ("w Krakowie", "z Krakowa", "do Krakowa"), for the web to use. */
  city: { slug: string; name: string; voivodeship: string; phrases: PlacePhrases };
  trucks: ProfileDto[];
  total: number;
  facts: CityFacts;
  /** A few sentences written from `total` and `facts` (and `nearest`). */
  intro: string;
  faq: FaqEntry[];
  /** Nearby towns that trucks serve, nearest first. */
  nearby: CityLink[];
  /** For a town no truck serves: the nearest town that has some; null otherwise (or with no trucks at all). */
  nearest: CityLink | null;
}

/**
 * The trucks whose base and radius cover the town, best rated first, beside their facts (two D1 round
 * trips at once; a town nobody serves may need a third); undefined for an unknown slug.
 */
export async function cityPage(db: Db, slug: string): Promise<CityPage | undefined> {
  const town = cityOfSlug(slug);
  if (!town) return undefined;
  const [result, { facts, nearby }] = await Promise.all([
    searchProfiles(db, { place: town, sort: "rating", limit: CITY_PAGE_SIZE, offset: 0 }),
    cityFacts(db, town),
  ]);
  const nearest = result.total > 0 ? null : (nearby[0] ?? (await nearestServedTown(db, town)));
  const phrases = placePhrases(town.name);
  return {
    city: { slug: citySlug(town.name), name: town.name, voivodeship: town.voivodeship, phrases },
    trucks: result.page.map((hit) => profileDto(hit.profile, hit.photos)),
    total: result.total,
    facts,
    intro: cityIntro(phrases, result.total, facts, nearest),
    faq: cityFaq(phrases, facts),
    nearby,
    nearest,
  };
}

export function cityPageHead(page: CityPage, appUrl: string): PageHead {
  const url = new URL(`/food-trucki/${page.city.slug}`, appUrl).toString();
  return {
    title: cityHeading(page.city.name),
    description: shortDescription(page.intro),
    canonicalUrl: url,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: cityHeading(page.city.name),
        numberOfItems: page.total,
        itemListElement: page.trucks.map((truck, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: truck.food_truck_name,
          url: new URL(`/profile/${truck.profile_id}`, appUrl).toString(),
        })),
      },
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: page.faq.map((entry) => ({
          "@type": "Question",
          name: entry.question,
          acceptedAnswer: { "@type": "Answer", text: entry.answer },
        })),
      },
    ],
  };
}

export const CITY_NOT_FOUND_HEAD: PageHead = {
  status: 404,
  title: NOT_FOUND_TITLES.city,
  description: CITY_TEXTS.notFound,
};
