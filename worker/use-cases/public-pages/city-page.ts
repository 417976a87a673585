/**
 * /food-trucki/{city} (issue 16): the trucks that serve a town, best rated first, and the page's head for
 * search engines (ItemList of their profiles).
 */
import type { Db } from "../../db/client";
import { cityOfSlug, citySlug } from "../../domain/city-pages";
import { cityHeading, cityTrucksSentence } from "../../domain/city-texts";
import { NOT_FOUND_TITLES } from "../../domain/page-title";
import type { PageHead } from "../../lib/page-head";
import { type ProfileDto, profileDto } from "../profiles/queries";
import { searchProfiles } from "../search/profile-search";

/** A page shows this many; the rest are one link away, in the search. */
export const CITY_PAGE_SIZE = 24;

export const CITY_TEXTS = {
  notFound: "Nie znamy takiej miejscowości.",
} as const;

export interface CityPage {
  city: { slug: string; name: string; voivodeship: string };
  trucks: ProfileDto[];
  total: number;
}

/** The trucks whose base and radius cover the town, best rated first; undefined for an unknown slug. */
export async function cityPage(db: Db, slug: string): Promise<CityPage | undefined> {
  const town = cityOfSlug(slug);
  if (!town) return undefined;
  const result = await searchProfiles(db, {
    place: town,
    sort: "rating",
    limit: CITY_PAGE_SIZE,
    offset: 0,
  });
  return {
    city: { slug: citySlug(town.name), name: town.name, voivodeship: town.voivodeship },
    trucks: result.page.map((hit) => profileDto(hit.profile, hit.photos)),
    total: result.total,
  };
}

export function cityPageHead(page: CityPage, appUrl: string): PageHead {
  const url = new URL(`/food-trucki/${page.city.slug}`, appUrl).toString();
  const region = page.city.voivodeship ? ` (${page.city.voivodeship})` : "";
  return {
    title: cityHeading(page.city.name),
    description: `${cityTrucksSentence(page.total, page.city.name)}${region}. Porównaj oferty, ceny i opinie, sprawdź wolne terminy i zarezerwuj food trucka na swoje wydarzenie.`,
    canonicalUrl: url,
    jsonLd: {
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
  };
}

export const CITY_NOT_FOUND_HEAD: PageHead = {
  status: 404,
  title: NOT_FOUND_TITLES.city,
  description: CITY_TEXTS.notFound,
};
