import { errorMessage } from "../../lib/api";
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
      {toggle.isError && (
        <p role="alert" className="favourite__error">
          {errorMessage(toggle.error, saved ? FAVOURITE_ERRORS.remove : FAVOURITE_ERRORS.save)}
        </p>
      )}
    </div>
  );
}
