import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../lib/api";
import { TEXTS } from "../../lib/texts";

export const appConfigQuery = queryOptions({
  queryKey: ["config"],
  queryFn: () => unwrap(api.config.$get(), TEXTS.loadFailed),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAppConfig() {
  return useQuery(appConfigQuery).data;
}
