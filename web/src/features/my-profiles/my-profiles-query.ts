import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../lib/api";

export const MY_PROFILES_FAILED = "Nie udało się pobrać danych.";

/** The signed-in owner's truck profiles; the cache is dropped whenever the signed-in user changes. */
export const myProfilesQuery = queryOptions({
  queryKey: ["profiles", "mine"],
  queryFn: () => unwrap(api.profiles["my-profiles"].$get(), MY_PROFILES_FAILED),
});
