import { hasFilters, type SearchFilters } from "@shared/schemas/home-search";
import type { SearchSort } from "@shared/schemas/profile-texts";
import type { ReactNode } from "react";
import { Alert } from "../../components/feedback";
import { QueryError } from "../../components/query-error";
import { errorMessage } from "../../lib/api";
import { TEXTS } from "../../lib/texts";
import { SortSelect } from "./sort-select";
import { TruckGrid } from "./truck-card";
import { UnknownPlace } from "./unknown-place";
import { useProfileSearch } from "./use-profile-search";

export const NO_RESULTS = "Nie znaleziono żadnych food trucków pasujących do Twoich kryteriów.";

export function SearchResults({
  filters,
  onSort,
}: {
  filters: SearchFilters;
  onSort: (sort: SearchSort) => void;
}) {
  const search = useProfileSearch(filters);
  const title = hasFilters(filters) ? "Wyniki wyszukiwania" : "Wszystkie food trucki";

  let content: ReactNode;
  let count: string | null = null;
  if (search.isPending) {
    content = <SkeletonCards />;
  } else if (search.data === undefined) {
    content = <QueryError error={search.error} onRetry={search.refetch} />;
  } else {
    const trucks = search.data.pages.flatMap((page) => page.items);
    const total = search.data.pages.at(-1)?.total ?? trucks.length;
    // Only the first page answers for the place; later pages exist only when trucks were found.
    const unknownPlace = search.data.pages[0]?.placeNotFound;
    const empty =
      unknownPlace && filters.postal_code ? (
        <UnknownPlace text={filters.postal_code} suggestions={unknownPlace.suggestions} filters={filters} />
      ) : (
        <p className="search-results__empty">{NO_RESULTS}</p>
      );
    if (trucks.length > 0) count = `Znaleziono: ${total}`;
    content =
      trucks.length === 0 ? (
        empty
      ) : (
        <>
          <TruckGrid trucks={trucks} />
          {search.isFetchNextPageError && (
            <Alert kind="error">{errorMessage(search.error, TEXTS.loadFailed)}</Alert>
          )}
          {search.hasNextPage && (
            <div className="search-results__more">
              <button
                type="button"
                className="btn btn--secondary"
                disabled={search.isFetchingNextPage}
                onClick={() => void search.fetchNextPage()}
              >
                {search.isFetchingNextPage ? "Wczytywanie..." : "Pokaż więcej"}
              </button>
            </div>
          )}
        </>
      );
  }

  return (
    <section className="search-results" aria-labelledby="search-results-title" aria-busy={search.isFetching}>
      <div className="search-results__header">
        <h2 id="search-results-title" className="section-title">
          {title}
        </h2>
        {/* Always present, so screen readers announce the new count after each search. */}
        <p className="search-results__count" aria-live="polite">
          {count}
        </p>
        <SortSelect value={filters.sort} withPlace={Boolean(filters.postal_code)} onChange={onSort} />
      </div>
      {content}
    </section>
  );
}

const SKELETON_CARDS = 6;

/** Grey cards where the results will be, so the page does not jump when they arrive. */
export function SkeletonCards() {
  return (
    <div role="status" className="search-results__loading">
      <span className="sr-only">Wyszukiwanie food trucków...</span>
      <ul className="truck-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing but their position.
          <li key={index}>
            <div className="truck-card truck-card--skeleton">
              <div className="truck-card__media" />
              <div className="truck-card__skeleton-lines">
                <span />
                <span />
                <span />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
