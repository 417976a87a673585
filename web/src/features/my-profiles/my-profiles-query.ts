import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../lib/api";
import { TEXTS } from "../../lib/texts";

/** The signed-in owner's truck profiles; the cache is dropped whenever the signed-in user changes. */
export const myProfilesQuery = queryOptions({
  queryKey: ["profiles", "mine"],
  queryFn: () => unwrap(api.profiles["my-profiles"].$get(), TEXTS.loadFailed),
});
