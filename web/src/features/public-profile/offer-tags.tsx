import { DIETARY, DISHES, DRINKS } from "@shared/domain/offer-catalogue";
import type { Profile } from "../profiles/profile-query";

/** The offer as tag chips in three groups, with the catalogue's Polish labels; empty groups are left out. */
export function OfferTags({ offer }: { offer: Profile["offer"] }) {
  const groups = [
    { title: "Dania", labels: offer.dishes.map((code) => DISHES[code]) },
    { title: "Napoje", labels: offer.drinks.map((code) => DRINKS[code]) },
    { title: "Opcje dietetyczne", labels: offer.dietary.map((code) => DIETARY[code]) },
  ].filter((group) => group.labels.length > 0);

  if (groups.length === 0) return <p className="muted">Właściciel nie opisał jeszcze swojej oferty.</p>;
  return (
    <div className="offer">
      {groups.map((group) => (
        <div key={group.title} className="offer__group">
          <h3 className="offer__title">{group.title}</h3>
          <ul className="tags">
            {group.labels.map((label) => (
              <li key={label} className="tag">
                {label}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
