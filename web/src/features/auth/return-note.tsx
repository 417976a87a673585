import { useQuery } from "@tanstack/react-query";
import { returnPhrase, returnTargetOf } from "../../lib/return-path";
import { profileQuery } from "../profiles/profile-query";

/**
 * "do rezerwacji food trucka „Burger Bus”" for an already validated return path; undefined without one and
 * while the truck's name loads (it is usually cached: the visitor came from its profile; a failure only
 * drops the name).
 */
export function useReturnPhrase(path: string | undefined): string | undefined {
  const target = path ? returnTargetOf(path) : undefined;
  const profileId = target && "profileId" in target ? target.profileId : undefined;
  const truck = useQuery({ ...profileQuery(profileId ?? "0"), enabled: profileId !== undefined });
  if (!target || (profileId !== undefined && truck.isPending)) return undefined;
  return returnPhrase(target, truck.data?.food_truck_name);
}

/** "Po zalogowaniu wrócisz do rezerwacji food trucka „Burger Bus”.": what the visitor started is kept. */
export function ReturnNote({
  path,
  lead,
  tail = "",
}: {
  path: string | undefined;
  lead: string;
  tail?: string;
}) {
  const phrase = useReturnPhrase(path);
  if (!phrase) return null;
  return (
    <p className="return-note">
      {lead} {phrase}
      {tail}.
    </p>
  );
}
