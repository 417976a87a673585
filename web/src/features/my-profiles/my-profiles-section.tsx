import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Loading } from "../../components/feedback";
import { Photo } from "../../components/photo";
import { QueryError } from "../../components/query-error";
import { myProfilesQuery } from "./my-profiles-query";
import "./my-profiles.css";

const EMPTY = "Nie masz jeszcze żadnego profilu food trucka.";
/** One column on a phone, else cards of at least 300 px in the dashboard's column. */
const CARD_SIZES = "(max-width: 660px) calc(100vw - 32px), 400px";

function TruckPlaceholder() {
  return (
    <svg viewBox="0 0 64 40" aria-hidden="true" focusable="false">
      <path d="M4 8h34v22H4zM38 15h11l9 9v6H38z" fill="currentColor" opacity="0.35" />
      <circle cx="14" cy="32" r="5" fill="currentColor" />
      <circle cx="48" cy="32" r="5" fill="currentColor" />
    </svg>
  );
}

/** Dashboard (SPEC.md §2): the owner's truck profiles as cards with their edit, calendar and profile links. */
export function MyProfilesSection() {
  const profiles = useQuery(myProfilesQuery);
  return (
    <section className="card mp-section" aria-labelledby="my-trucks-title">
      <div className="mp-section__header">
        <h2 id="my-trucks-title" className="section-title">
          Moje food trucki
        </h2>
        <Link to="/create-profile" className="btn">
          Dodaj profil food trucka
        </Link>
      </div>
      {profiles.isPending && <Loading text="Wczytywanie profili..." />}
      {profiles.isError && <QueryError error={profiles.error} onRetry={profiles.refetch} />}
      {profiles.data?.length === 0 && <p className="muted mp-empty">{EMPTY}</p>}
      {profiles.data && profiles.data.length > 0 && (
        <ul className="mp-cards">
          {profiles.data.map((profile) => (
            <li key={profile.profile_id} className="mp-card">
              <div className="mp-card__image">
                {/* The cover (profile_image_url) is the gallery's first photo; this one carries its sizes. */}
                {profile.gallery_photos[0] ? (
                  <Photo photo={profile.gallery_photos[0]} alt="" sizes={CARD_SIZES} />
                ) : (
                  <TruckPlaceholder />
                )}
              </div>
              <div className="mp-card__body">
                <h3 className="mp-card__title">{profile.food_truck_name}</h3>
                <p className="mp-card__meta">
                  {profile.base_location} · do {profile.operation_radius_km} km
                </p>
                <p className="mp-card__description">{profile.food_truck_description}</p>
                <div className="mp-card__links">
                  <Link
                    to="/edit-profile/$profileId"
                    params={{ profileId: profile.doc_id }}
                    className="btn btn--secondary"
                    aria-label={`Edytuj: ${profile.food_truck_name}`}
                  >
                    Edytuj
                  </Link>
                  <Link
                    to="/profile/$profileId/availability"
                    params={{ profileId: profile.doc_id }}
                    className="btn btn--secondary"
                    aria-label={`Kalendarz dostępności: ${profile.food_truck_name}`}
                  >
                    Kalendarz dostępności
                  </Link>
                  <Link
                    to="/profile/$profileId"
                    params={{ profileId: profile.doc_id }}
                    className="mp-card__view"
                    aria-label={`Zobacz profil: ${profile.food_truck_name}`}
                  >
                    Zobacz profil
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** My account (SPEC.md §2): each profile with a link to its availability calendar. */
export function MyAccountProfiles() {
  const profiles = useQuery(myProfilesQuery);
  return (
    <section className="card mp-section" aria-labelledby="account-trucks-title">
      <h2 id="account-trucks-title" className="section-title">
        Moje food trucki
      </h2>
      {profiles.isPending && <Loading text="Wczytywanie profili..." />}
      {profiles.isError && <QueryError error={profiles.error} onRetry={profiles.refetch} />}
      {profiles.data?.length === 0 && (
        <div className="stack">
          <p className="muted mp-empty">{EMPTY}</p>
          <Link to="/create-profile" className="btn">
            Dodaj profil food trucka
          </Link>
        </div>
      )}
      {profiles.data && profiles.data.length > 0 && (
        <ul className="mp-list">
          {profiles.data.map((profile) => (
            <li key={profile.profile_id} className="mp-list__item">
              <span className="mp-list__name">{profile.food_truck_name}</span>
              <Link
                to="/profile/$profileId/availability"
                params={{ profileId: profile.doc_id }}
                aria-label={`Zarządzaj dostępnością: ${profile.food_truck_name}`}
              >
                Zarządzaj dostępnością
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
