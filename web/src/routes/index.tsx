import {
  compactFilters,
  type SearchFilters,
  searchPageUrl,
  searchParamsSchema,
} from "@shared/schemas/home-search";
import { APP_CONFIG_URL } from "@shared/schemas/page-answer";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { appConfigQuery } from "../features/config/use-app-config";
import { HomePage } from "../features/search/home-page";
import { profileSearchQuery } from "../features/search/use-profile-search";
import { loadWithPageAnswer } from "../lib/page-answer";

export const Route = createFileRoute("/")({
  validateSearch: searchParamsSchema,
  loaderDeps: ({ search }) => search,
  // The search starts now, in parallel with the page's code; the page shows skeleton cards until it
  // answers, unless the worker put this first page into the HTML (loadWithPageAnswer). In the worker's
  // render of the first screen (decision 0022) the cache already holds it, fresh (the query's
  // staleTime): the prefetch fetches nothing there. The server's settings come with the worker's page too
  // (the results' map button depends on them), so the first render has them as the worker had.
  loader: ({ context, deps }) =>
    Promise.all([
      loadWithPageAnswer(searchPageUrl(compactFilters(deps), 0), () =>
        context.queryClient.prefetchInfiniteQuery(profileSearchQuery(deps)),
      ),
      loadWithPageAnswer(APP_CONFIG_URL, () => context.queryClient.ensureQueryData(appConfigQuery)),
    ]),
  // Not split off: most visitors arrive here, and a lazy chunk would be one more file and round of
  // module loading before the first render.
  codeSplitGroupings: [],
  component: HomeRoute,
});

function HomeRoute() {
  const filters = Route.useSearch();
  const navigate = useNavigate();
  // Each search is a new history entry: the URL can be shared and Back brings the previous search back.
  const search = (next: SearchFilters) => void navigate({ to: "/", search: next, resetScroll: false });
  return <HomePage filters={filters} onSearch={search} />;
}
