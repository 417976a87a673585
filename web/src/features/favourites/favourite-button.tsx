import { Link, useNavigate, useRouterState } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "../../lib/api";
import { returnSearch, SAVE_INTENT } from "../../lib/return-path";
import { FAVOURITE_ERRORS, type FavouriteTruck, useFavourite } from "./favourites-query";
import "./favourites.css";

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The heart that saves a truck for an organizer (beyond SPEC.md, issue 16): over a card's photo (icon, its
 * name in the label) or on the profile (with text). The label says what a click does.
 */
export function FavouriteButton({ truck, variant }: { truck: FavouriteTruck; variant: "card" | "profile" }) {
  const { saved, ready, toggle } = useFavourite(truck);
  const savedOnArrival = useSaveOnArrival(variant === "profile", {
    saved,
    ready,
    save: () => toggle.mutate(true),
  });
  const name = truck.food_truck_name;
  const label = saved ? `Usuń z zapisanych: ${name}` : `Zapisz: ${name}`;
  return (
    <div className={`favourite favourite--${variant}`}>
      <button
        type="button"
        className={saved ? "favourite__button favourite__button--saved" : "favourite__button"}
        {...(variant === "card" ? { "aria-label": label, title: label } : {})}
        disabled={!ready || toggle.isPending}
        onClick={() => toggle.mutate(!saved)}
      >
        <HeartIcon filled={saved} />
        {variant === "profile" && <span>{saved ? "Usuń z zapisanych" : "Zapisz food trucka"}</span>}
      </button>
      {savedOnArrival && saved && (
        <p role="status" className="favourite__note">
          Zapisano – znajdziesz go w panelu, w „Zapisanych food truckach”.
        </p>
      )}
      {toggle.isError && (
        <p role="alert" className="favourite__error">
          {errorMessage(toggle.error, saved ? FAVOURITE_ERRORS.remove : FAVOURITE_ERRORS.save)}
        </p>
      )}
    </div>
  );
}

/**
 * A visitor's heart on the profile (issue 35): it leads through signing in (or up) back to this profile,
 * query kept, with the save intent in the hash; there the organizer's heart saves the truck.
 */
export function SignInToSave() {
  const location = useRouterState({ select: (state) => state.location });
  const target = `${location.pathname}${location.searchStr}#${SAVE_INTENT}`;
  return (
    <div className="favourite favourite--profile">
      <Link to="/login" search={returnSearch(target)} className="favourite__button">
        <HeartIcon filled={false} />
        <span>
          Zapisz food trucka<span className="sr-only"> (po zalogowaniu)</span>
        </span>
      </Link>
    </div>
  );
}

/**
 * A signed-in user who cannot save trucks (an owner, an admin) arriving with the save intent: a heart the
 * worker's page showed before the app knew her led here. Says why nothing was saved, and drops the intent.
 */
export function SaveIntentRefused() {
  const location = useRouterState({ select: (state) => state.location });
  const navigate = useNavigate();
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    if (location.hash !== SAVE_INTENT) return;
    setRefused(true);
    void navigate({ href: `${location.pathname}${location.searchStr}`, replace: true });
  }, [location.hash, location.pathname, location.searchStr, navigate]);
  if (!refused) return null;
  return (
    <div className="favourite favourite--profile">
      {/* Not the green of "Zapisano": nothing was saved. */}
      <p className="muted" role="status">
        Zapisywać food trucki mogą tylko konta organizatorów.
      </p>
    </div>
  );
}

/**
 * Arriving with the save intent (a visitor's heart click, then signing in): saves the truck once the list
 * is known, unless it already is saved, and drops the intent from the address so a reload does not repeat
 * it. True once it happened, for the note that says so.
 */
function useSaveOnArrival(
  enabled: boolean,
  { saved, ready, save }: { saved: boolean; ready: boolean; save: () => void },
): boolean {
  const location = useRouterState({ select: (state) => state.location });
  const navigate = useNavigate();
  const handled = useRef(false);
  const [arrived, setArrived] = useState(false);
  const intent = enabled && location.hash === SAVE_INTENT;
  useEffect(() => {
    if (!intent || !ready || handled.current) return;
    handled.current = true;
    if (!saved) save();
    setArrived(true);
    void navigate({ href: `${location.pathname}${location.searchStr}`, replace: true });
  }, [intent, ready, saved, save, navigate, location.pathname, location.searchStr]);
  return arrived;
}
