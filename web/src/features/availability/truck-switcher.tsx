import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { myProfilesQuery } from "../my-profiles/my-profiles-query";
import "./availability-tools.css";

/** An owner with more than one truck goes to another one's calendar in one tap. */
export function TruckSwitcher({ profileId, enabled }: { profileId: string; enabled: boolean }) {
  const trucks = useQuery({ ...myProfilesQuery, enabled });
  const labelId = useId();
  if (!enabled || !trucks.data || trucks.data.length < 2) return null;
  return (
    <nav className="av-trucks" aria-labelledby={labelId}>
      <p id={labelId} className="av-trucks__label">
        Kalendarze Twoich food trucków:
      </p>
      <ul>
        {trucks.data.map((truck) => (
          <li key={truck.profile_id}>
            <Link
              to="/profile/$profileId/availability"
              params={{ profileId: truck.doc_id }}
              className="av-trucks__link"
              aria-current={truck.doc_id === profileId ? "page" : undefined}
            >
              {truck.food_truck_name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
