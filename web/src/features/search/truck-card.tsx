import { DISHES } from "@shared/domain/offer-catalogue";
import { formatPolishNumber } from "@shared/domain/polish-number";
import { cardPriceText } from "@shared/domain/price-guide";
import { fitMark, type TruckNeeds, type VenueLimits, venueFit } from "@shared/domain/truck-needs";
import type { SearchContext } from "@shared/schemas/search-context";
import { Link } from "@tanstack/react-router";
import { Photo, type PhotoPriority } from "../../components/photo";
import { RatingSummary } from "../../components/rating-summary";
import { FavouriteButton } from "../favourites/favourite-button";
import { useCanSaveTrucks } from "../favourites/favourites-query";
import type { TruckSummary } from "./use-profile-search";
import "./truck-card.css";

const MAX_DISHES = 3;
export const NO_DISHES = "Brak informacji o daniach";

/** "Burgery, Frytki belgijskie, Hot dogi…": the first three dishes, an ellipsis when there are more. */
export function dishSummary(codes: readonly (keyof typeof DISHES)[]): string {
  if (codes.length === 0) return NO_DISHES;
  const labels = codes.map((code) => DISHES[code]);
  const shown = labels.slice(0, MAX_DISHES).join(", ");
  return labels.length > MAX_DISHES ? `${shown}…` : shown;
}

/** "12 km", "3,5 km"; a truck based in the searched town itself is "< 1 km" away, not "0 km". */
export function formatDistance(km: number): string {
  if (km < 1) return "< 1 km";
  return `${formatPolishNumber(km >= 10 ? Math.round(km) : km, { maxFractionDigits: 1 })} km`;
}

/** A truck icon for profiles without a photo. */
export function TruckIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 40" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 4h34a3 3 0 0 1 3 3v4h9.5a3 3 0 0 1 2.5 1.3l6.5 9.7a3 3 0 0 1 .5 1.7V30a3 3 0 0 1-3 3h-3.1a7 7 0 0 0-13.8 0H22.9a7 7 0 0 0-13.8 0H4a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3Zm38 11v8h13l-5.4-8ZM8 10v9h10v-9Zm14 0v9h10v-9ZM16 29a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm30 0a5 5 0 1 1 0 10 5 5 0 0 1 0-10Z"
      />
    </svg>
  );
}

/** The card's width in each layout of .truck-grid (one column on phones, two, then three of ~350 px). */
const CARD_SIZES = "(max-width: 660px) calc(100vw - 32px), (max-width: 1000px) calc(50vw - 26px), 350px";

/** The first row of cards is above the fold: load it at once, the very first photo before anything else. */
const EAGER_CARDS = 3;

function cardPhotoPriority(index: number): PhotoPriority {
  if (index === 0) return "high";
  return index < EAGER_CARDS ? "eager" : "lazy";
}

/** The id of a truck's card in a grid, for the map to bring it into view. */
export function truckCardId(profileId: number): string {
  return `truck-card-${profileId}`;
}

/** Cards of trucks in a grid, in the order given; the first photos load first. */
export function TruckGrid({
  trucks,
  selectedId = null,
  context,
  freeOn,
}: {
  trucks: readonly TruckSummary[];
  /** The truck picked on the map (issue 16), outlined. */
  selectedId?: number | null;
  /** The home search's place, days and guests, carried into each profile's link (issue 35). */
  context?: SearchContext | undefined;
  /** "Wolny 12.12": every card's line when the search asked about days the trucks are all free on. */
  freeOn?: string | undefined;
}) {
  const canSave = useCanSaveTrucks();
  return (
    <ul className="truck-grid">
      {trucks.map((truck, index) => (
        <li
          key={truck.profile_id}
          id={truckCardId(truck.profile_id)}
          className={truck.profile_id === selectedId ? "truck-grid__item--selected" : undefined}
        >
          <TruckCard truck={truck} priority={cardPhotoPriority(index)} context={context} freeOn={freeOn} />
          {/* Beside the card's link, not in it: a button inside a link is neither valid nor reachable. */}
          {canSave && <FavouriteButton truck={truck} variant="card" />}
        </li>
      ))}
    </ul>
  );
}

/**
 * Beyond SPEC.md (issue 38): a search with the venue's limits shows trucks known to fit as such, and marks
 * those kept without data ("Brak danych: długość"); trucks known not to fit are not in the results.
 */
function VenueMark({ truck, venue }: { truck: TruckNeeds; venue: VenueLimits }) {
  const fit = venueFit(truck, venue);
  const mark = fitMark(fit);
  if (mark === null) return null;
  const modifier = fit.verdict === "fits" ? "" : " truck-card__fit--unknown";
  return <p className={`truck-card__fit${modifier}`}>{mark}</p>;
}

interface TruckCardProps {
  truck: TruckSummary;
  priority: PhotoPriority;
  context: SearchContext | undefined;
  freeOn: string | undefined;
}

function TruckCard({ truck, priority, context, freeOn }: TruckCardProps) {
  // The cover (profile_image_url) is always the gallery's first photo; this one carries its sizes.
  const cover = truck.gallery_photos[0];
  const price = cardPriceText(truck);
  return (
    <Link
      className="truck-card"
      to="/profile/$profileId"
      params={{ profileId: String(truck.profile_id) }}
      search={context}
    >
      <div className="truck-card__media">
        {cover ? (
          // Decorative here: the card's link already reads the truck's name from the heading below.
          <Photo photo={cover} alt="" sizes={CARD_SIZES} priority={priority} />
        ) : (
          <div className="truck-card__placeholder">
            <TruckIcon className="truck-card__icon" />
          </div>
        )}
      </div>
      <div className="truck-card__body">
        <h3 className="truck-card__name">{truck.food_truck_name}</h3>
        <RatingSummary average={truck.rating_average} count={truck.review_count} />
        <p className="truck-card__location">
          {truck.base_location}
          {truck.distance_km !== undefined && ` · ${formatDistance(truck.distance_km)}`}
        </p>
        <p className={truck.offer.dishes.length > 0 ? "truck-card__dishes" : "truck-card__dishes muted"}>
          {dishSummary(truck.offer.dishes)}
        </p>
        {price && <p className="truck-card__price">{price}</p>}
        {freeOn && <p className="truck-card__free">{freeOn}</p>}
        {context && <VenueMark truck={truck} venue={context} />}
      </div>
    </Link>
  );
}
