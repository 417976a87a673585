import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../lib/api";

export const appConfigQuery = queryOptions({
  queryKey: ["config"],
  queryFn: () => unwrap(api.config.$get(), "Nie udało się pobrać danych."),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAppConfig() {
  return useQuery(appConfigQuery).data;
}
