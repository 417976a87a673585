import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../lib/api";

export const PROFILE_LOAD_FAILED = "Nie udało się wczytać danych profilu.";

export const myProfileQuery = queryOptions({
  queryKey: ["auth", "profile"],
  queryFn: () => unwrap(api.auth.profile.$get(), PROFILE_LOAD_FAILED),
});
