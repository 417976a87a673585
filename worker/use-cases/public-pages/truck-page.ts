/**
 * A truck's public profile as search engines and link previews see it (issue 16): the page's head, and
 * the profile itself as GET /api/profiles/{id} answers it, with the first page of its reviews as
 * GET /api/profiles/{id}/reviews answers it, and its calendar's busy days as
 * GET /api/profiles/{id}/busy-days answers them, so the worker renders the page and the SPA shows it
 * without asking again (decision 0033).
 */
import * as v from "valibot";
import type { Db } from "../../db/client";
import type { DaysFromTo } from "../../domain/calendar";
import { findNamedPlace } from "../../domain/gazetteer";
import { DISHES } from "../../domain/offer-catalogue";
import { NOT_FOUND_TITLES } from "../../domain/page-title";
import { COVER_PHOTO_SIZES, photoSrcSet } from "../../domain/photo-variants";
import { fromPlace, placeForms } from "../../domain/place-cases";
import { formatPolishNumber } from "../../domain/polish-number";
import { portionPriceText } from "../../domain/price-guide";
import { type PageHead, shortDescription } from "../../lib/page-head";
import { pathId } from "../../lib/validate";
import { PROFILE_TEXTS } from "../../schemas/profile-texts";
import { busyDaysBetween } from "../availability/calendar";
import { type ProfileDto, publicProfile } from "../profiles/queries";
import { truckReviews } from "../reviews/truck-reviews";

export interface TruckPage {
  head: PageHead;
  /** The API's answer for the profile; undefined when there is none (the SPA shows its not-found view). */
  profile?: ProfileDto;
  /** The first page of its reviews, when it has any. */
  reviews?: Awaited<ReturnType<typeof truckReviews>>;
  /** Its busy days in the calendar's months (`months`), when it exists. */
  busyDays?: string[];
}

function absolute(appUrl: string, path: string): string {
  return new URL(path, appUrl).toString();
}

/** schema.org FoodEstablishment: what Google shows beside the result (region, cuisine, rating). */
function truckJsonLd(profile: ProfileDto, url: string, appUrl: string): object {
  const place = findNamedPlace(profile.base_location);
  const priceRange = portionPriceText(profile);
  return {
    "@context": "https://schema.org",
    "@type": "FoodEstablishment",
    name: profile.food_truck_name,
    description: profile.food_truck_description,
    url,
    ...(profile.gallery_photos.length > 0
      ? { image: profile.gallery_photos.map((photo) => absolute(appUrl, photo.url)) }
      : {}),
    servesCuisine: profile.offer.dishes.map((code) => DISHES[code]),
    address: {
      "@type": "PostalAddress",
      addressLocality: place?.name ?? profile.base_location,
      ...(place?.voivodeship ? { addressRegion: place.voivodeship } : {}),
      addressCountry: "PL",
    },
    ...(priceRange ? { priceRange } : {}),
    ...(profile.review_count > 0 && profile.rating_average !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: profile.rating_average,
            reviewCount: profile.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** "Food truck z Krakowa" for a town the case table knows; else the base as typed, "Food truck z: Wieliczka". */
function truckFrom(baseLocation: string): string {
  const place = findNamedPlace(baseLocation);
  return place?.kind === "city" && placeForms(place.name)
    ? `Food truck ${fromPlace(place.name)}`
    : `Food truck z: ${baseLocation}`;
}

function truckDescription(profile: ProfileDto): string {
  const rating =
    profile.rating_average !== null && profile.review_count > 0
      ? ` Ocena ${formatPolishNumber(profile.rating_average, { maxFractionDigits: 1 })}/5.`
      : "";
  return shortDescription(
    `${truckFrom(profile.base_location)} (dojazd do ${profile.operation_radius_km} km).${rating} ${profile.food_truck_description}`,
  );
}

export function truckPageHead(profile: ProfileDto, appUrl: string): PageHead {
  const url = absolute(appUrl, `/profile/${profile.profile_id}`);
  const photo = profile.gallery_photos[0];
  return {
    title: `${profile.food_truck_name} – food truck, ${profile.base_location}`,
    description: truckDescription(profile),
    canonicalUrl: url,
    ...(photo
      ? {
          image: {
            url: absolute(appUrl, photo.url),
            alt: profile.food_truck_name,
            width: photo.width,
            height: photo.height,
          },
          // The cover, large at the top of the page (web's cover-photo.tsx).
          firstPhoto: { url: photo.url, srcset: photoSrcSet(photo), sizes: COVER_PHOTO_SIZES },
        }
      : {}),
    jsonLd: truckJsonLd(profile, url, appUrl),
  };
}

const NOT_FOUND_HEAD: PageHead = {
  status: 404,
  title: NOT_FOUND_TITLES.truck,
  description: PROFILE_TEXTS.notFound,
};

/**
 * The page of /profile/{id}; `id` as typed in the URL (anything not a profile id is not found), `months`
 * the days its calendar shows (schemas/profile-calendar.ts).
 */
export async function truckPage(db: Db, id: string, appUrl: string, months: DaysFromTo): Promise<TruckPage> {
  const parsed = v.safeParse(pathId, id);
  if (!parsed.success) return { head: NOT_FOUND_HEAD };
  // At once: neither the reviews' query nor the busy days' needs the profile row; a truck without
  // reviews answers the first empty.
  const [profile, reviews, busyDays] = await Promise.all([
    publicProfile(db, parsed.output),
    truckReviews(db, parsed.output, 0),
    busyDaysBetween(db, parsed.output, months.from, months.to),
  ]);
  if (!profile) return { head: NOT_FOUND_HEAD };
  return {
    head: truckPageHead(profile, appUrl),
    profile,
    busyDays,
    ...(profile.review_count > 0 ? { reviews } : {}),
  };
}
