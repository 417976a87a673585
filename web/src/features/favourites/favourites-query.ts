import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../lib/api";
import { useSession } from "../../lib/session";
import { TEXTS } from "../../lib/texts";

/** A saved truck, as GET /api/favourites lists it (the profile object of every endpoint). */
export type FavouriteTruck = InferResponseType<typeof api.favourites.$get, 200>[number];

export const FAVOURITE_ERRORS = {
  save: "Nie udało się zapisać food trucka. Spróbuj ponownie.",
  remove: "Nie udało się usunąć food trucka z zapisanych. Spróbuj ponownie.",
} as const;

export const favouritesQuery = queryOptions({
  queryKey: ["favourites"],
  queryFn: () => unwrap(api.favourites.$get(), TEXTS.loadFailed),
});

/** Only organizers save trucks (the server says so too; admins run the site); others never ask for the list. */
export function useCanSaveTrucks(): boolean {
  const user = useSession().user;
  return user?.user_type === "organizer" && user.role !== "admin";
}

function withTruck(list: FavouriteTruck[], truck: FavouriteTruck, saved: boolean): FavouriteTruck[] {
  const others = list.filter((item) => item.profile_id !== truck.profile_id);
  return saved ? [truck, ...others] : others;
}

/**
 * Whether the truck is saved, and a toggle that shows the change at once (the list in the cache is
 * updated before the server answers, and this truck put back if it refuses).
 */
export function useFavourite(truck: FavouriteTruck) {
  const queryClient = useQueryClient();
  const list = useQuery({ ...favouritesQuery, enabled: useCanSaveTrucks() });
  const saved = list.data?.some((saved) => saved.profile_id === truck.profile_id) ?? false;
  const param = { profileId: String(truck.profile_id) };
  const toggle = useMutation({
    mutationFn: async (save: boolean): Promise<boolean> => {
      const answer = save
        ? await unwrap(api.favourites[":profileId"].$put({ param }), FAVOURITE_ERRORS.save)
        : await unwrap(api.favourites[":profileId"].$delete({ param }), FAVOURITE_ERRORS.remove);
      return answer.saved;
    },
    onMutate: async (save) => {
      await queryClient.cancelQueries({ queryKey: favouritesQuery.queryKey });
      queryClient.setQueryData(favouritesQuery.queryKey, (current = []) => withTruck(current, truck, save));
    },
    // Only this truck goes back: another heart clicked meanwhile keeps its change.
    onError: (_error, save) => {
      queryClient.setQueryData(favouritesQuery.queryKey, (current = []) => withTruck(current, truck, !save));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesQuery.queryKey }),
  });
  return { saved, ready: list.isSuccess, toggle };
}
