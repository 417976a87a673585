import type { SearchContext } from "@shared/schemas/search-context";
import { Link, useRouterState } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { returnSearch } from "../../lib/return-path";
import { useSession } from "../../lib/session";
import type { Profile } from "../profiles/profile-query";

/**
 * What a visitor can do with this profile (SPEC.md §2): visitors are invited to register, organizers to
 * book, owners are told to use an organizer account, admins see nothing. The profile's owner also gets
 * links to edit it and to manage its calendar. A visitor comes back to this truck's booking form after
 * signing up or in, with the profile's query (the searched dates and place) kept.
 */
export function BookingCta({ profile, context }: { profile: Profile; context: SearchContext }) {
  const { user } = useSession();
  const profileId = String(profile.profile_id);
  const isOwner = user !== null && user.user_id === profile.owner_id;
  const isAdmin = user?.role === "admin";
  const query = useRouterState({ select: (state) => state.location.searchStr });
  const bookingAfterSignIn = returnSearch(`/booking/${profileId}${query}`);

  let booking: ReactNode = null;
  if (!user) {
    booking = (
      <>
        <p className="muted">Chcesz zaprosić ten food truck na swoje wydarzenie?</p>
        <Link to="/register" search={bookingAfterSignIn} className="btn btn--block">
          Zarejestruj się, aby zarezerwować
        </Link>
        <p className="muted">
          Masz już konto?{" "}
          <Link to="/login" search={bookingAfterSignIn}>
            Zaloguj się
          </Link>
        </p>
      </>
    );
  } else if (!isAdmin && user.user_type === "organizer") {
    booking = (
      <>
        <p className="muted">Wybierz termin i wyślij zapytanie – właściciel odpowie w panelu.</p>
        {/* The searched days, place and guests go along: the form arrives filled in (issue 35). */}
        <Link to="/booking/$profileId" params={{ profileId }} search={context} className="btn btn--block">
          Zarezerwuj ten food truck
        </Link>
      </>
    );
  } else if (!isAdmin && user.user_type === "food_truck_owner") {
    booking = <p className="muted">Zaloguj się jako organizator, aby zarezerwować ten food truck.</p>;
  }

  if (!booking && !isOwner) return null;
  return (
    <aside className="profile-aside" aria-label="Rezerwacja i zarządzanie">
      {booking && (
        <section className="card stack" aria-labelledby="booking-cta-title">
          <h2 id="booking-cta-title" className="section-title">
            Rezerwacja
          </h2>
          {booking}
        </section>
      )}
      {isOwner && (
        <section className="card stack" aria-labelledby="owner-tools-title">
          <h2 id="owner-tools-title" className="section-title">
            Twój profil
          </h2>
          <ul className="profile-aside__links">
            <li>
              <Link
                to="/edit-profile/$profileId"
                params={{ profileId }}
                className="btn btn--secondary btn--block"
              >
                Edytuj profil
              </Link>
            </li>
            <li>
              <Link
                to="/profile/$profileId/availability"
                params={{ profileId }}
                className="btn btn--secondary btn--block"
              >
                Zarządzaj dostępnością
              </Link>
            </li>
          </ul>
        </section>
      )}
    </aside>
  );
}
