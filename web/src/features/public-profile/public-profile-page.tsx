import { NOT_FOUND_TITLES } from "@shared/domain/page-title";
import { PROFILE_TEXTS } from "@shared/schemas/profiles";
import type { SearchContext } from "@shared/schemas/search-context";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Alert, Loading } from "../../components/feedback";
import { RatingSummary } from "../../components/rating-summary";
import { useSession } from "../../lib/session";
import { TEXTS } from "../../lib/texts";
import { usePageTitle } from "../../lib/use-page-title";
import { FitLine } from "../event-fields/truck-fit";
import { FavouriteButton, SaveIntentRefused, SignInToSave } from "../favourites/favourite-button";
import { useCanSaveTrucks } from "../favourites/favourites-query";
import { isNotFound, type Profile, parseProfileId, profileQuery } from "../profiles/profile-query";
import { AvailabilityCalendar } from "./availability-calendar";
import { BookingCta } from "./booking-cta";
import { CoverPhoto } from "./cover-photo";
import { Gallery, usePhotoViewer } from "./gallery";
import { OfferTags } from "./offer-tags";
import { OFFER_TITLE_ID, PriceGuideList } from "./price-guide-list";
import { TruckNeedsList } from "./truck-needs-list";
import { TruckReviews } from "./truck-reviews";

import "./public-profile.css";

/** Said after SPEC.md's "not found" text, so the page says why, not only the heading again. */
const NOT_FOUND_WHY = "Właściciel mógł usunąć jego profil albo adres strony jest niepełny lub błędny.";

/**
 * /profile/{profileId}: a truck's public profile (SPEC.md §2). `context` is the home search that led here
 * (issue 35): its days are marked in the calendar, and all of it goes on to the booking form.
 */
export function PublicProfilePage({ profileId, context }: { profileId: string; context: SearchContext }) {
  const validId = parseProfileId(profileId);
  const options = profileQuery(validId ?? "0");
  // A 404 is not asked again on arrival: the worker rendered the not-found view from the API's answer
  // (decision 0033), and the same answer stays. Any other failure is.
  const retryOnMount = !isNotFound(useQueryClient().getQueryState(options.queryKey)?.error);
  const query = useQuery({ ...options, enabled: validId !== null, retryOnMount });
  const notFound = !query.data && (validId === null || isNotFound(query.error));
  // The worker's 404 head has the same title (worker/use-cases/public-pages/truck-page.ts).
  const missingTitle = notFound ? NOT_FOUND_TITLES.truck : "Profil food trucka";
  usePageTitle(query.data?.food_truck_name ?? missingTitle);

  // Cached data stays on screen even if a background refetch fails.
  // Keyed by the truck: another truck's page starts afresh (the estimate's guests typed, the photo viewer).
  if (query.data) return <ProfileView key={query.data.profile_id} profile={query.data} context={context} />;
  if (validId !== null && query.isPending) return <Loading />;
  return (
    <div className="card medium stack">
      <h1 className="page-title">{missingTitle}</h1>
      <Alert kind="error">{notFound ? `${PROFILE_TEXTS.notFound} ${NOT_FOUND_WHY}` : TEXTS.loadFailed}</Alert>
      {notFound ? (
        <Link to="/">Wróć do wyszukiwarki food trucków</Link>
      ) : (
        <button type="button" className="btn btn--secondary" onClick={() => void query.refetch()}>
          Spróbuj ponownie
        </button>
      )}
    </div>
  );
}

function ProfileView({ profile, context }: { profile: Profile; context: SearchContext }) {
  const canSave = useCanSaveTrucks();
  const visitor = useSession().user === null;
  const photos = usePhotoViewer(profile.gallery_photos, profile.food_truck_name);
  return (
    <div className="public-profile">
      <header className="card public-profile__header">
        <CoverPhoto photos={profile.gallery_photos} name={profile.food_truck_name} onOpen={photos.open} />
        <div className="public-profile__title-row">
          <h1 className="page-title">{profile.food_truck_name}</h1>
          {canSave && <FavouriteButton truck={profile} variant="profile" />}
          {visitor && <SignInToSave />}
          {!canSave && !visitor && <SaveIntentRefused />}
        </div>
        {profile.review_count > 0 && (
          <p className="public-profile__rating">
            <a href="#profile-reviews-title">
              <RatingSummary average={profile.rating_average} count={profile.review_count} />
            </a>
          </p>
        )}
        <p className="public-profile__location">
          Lokalizacja: {profile.base_location} (promień działania: {profile.operation_radius_km} km)
        </p>
        {profile.long_term_rental_available && (
          <p className="public-profile__badges">
            <span className="badge">Dostępny na wynajem długoterminowy</span>
          </p>
        )}
        <p className="public-profile__description">{profile.food_truck_description}</p>
        {/* The venue the search described (issue 38): does this truck fit it, before any request. */}
        <FitLine needs={profile} venue={context} />
      </header>
      {/* On a phone the free days, then the call-to-action to book one, come before the offer and photos. */}
      <AvailabilityCalendar profileId={profile.profile_id} context={context} />
      <BookingCta profile={profile} context={context} />
      <section className="card public-profile__offer" aria-labelledby={OFFER_TITLE_ID}>
        <h2 id={OFFER_TITLE_ID} className="section-title">
          Oferta
        </h2>
        <PriceGuideList guide={profile} guests={context.guest_count} />
        <OfferTags offer={profile.offer} />
        <TruckNeedsList needs={profile} />
      </section>
      <section className="card public-profile__gallery" aria-labelledby="profile-gallery-title">
        <h2 id="profile-gallery-title" className="section-title">
          Galeria zdjęć
        </h2>
        <Gallery photos={profile.gallery_photos} name={profile.food_truck_name} onOpen={photos.open} />
      </section>
      <TruckReviews profile={profile} />
      {photos.viewer}
    </div>
  );
}
