import { type SearchFilters, searchParamsSchema } from "@shared/schemas/home-search";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { HomePage } from "../features/search/home-page";
import { profileSearchQuery } from "../features/search/use-profile-search";

export const Route = createFileRoute("/")({
  validateSearch: searchParamsSchema,
  loaderDeps: ({ search }) => search,
  // Not awaited: the search starts now, in parallel with the page's code; the page shows skeleton cards
  // until it answers (the query's cache is the hand-over). On arrival at "/" the worker has already put
  // this first page into the HTML (decision 0014), so it answers at once, without the network.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchInfiniteQuery(profileSearchQuery(deps));
  },
  component: HomeRoute,
});

function HomeRoute() {
  const filters = Route.useSearch();
  const navigate = useNavigate();
  // Each search is a new history entry: the URL can be shared and Back brings the previous search back.
  const search = (next: SearchFilters) => void navigate({ to: "/", search: next, resetScroll: false });
  return <HomePage filters={filters} onSearch={search} />;
}
