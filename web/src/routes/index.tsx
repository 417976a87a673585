import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { HomePage } from "../features/search/home-page";
import { type SearchFilters, searchParamsSchema } from "../features/search/search-params";

export const Route = createFileRoute("/")({
  validateSearch: searchParamsSchema,
  component: HomeRoute,
});

function HomeRoute() {
  const filters = Route.useSearch();
  const navigate = useNavigate();
  // Each search is a new history entry: the URL can be shared and Back brings the previous search back.
  const search = (next: SearchFilters) => void navigate({ to: "/", search: next, resetScroll: false });
  return <HomePage filters={filters} onSearch={search} />;
}
