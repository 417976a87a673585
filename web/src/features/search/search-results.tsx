import { hasFilters, type SearchFilters } from "@shared/schemas/home-search";
import type { SearchSort } from "@shared/schemas/profile-texts";
import { freeOnText, searchContextOf, searchedSpan } from "@shared/schemas/search-context";
import { lazy, type ReactNode, Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import { Alert, Loading } from "../../components/feedback";
import { QueryError } from "../../components/query-error";
import { errorMessage } from "../../lib/api";
import { TEXTS } from "../../lib/texts";
import { useAppConfig } from "../config/use-app-config";
import { FilterChips } from "./filter-chips";
import { resultsHeading } from "./query-words";
import { RESULTS_TITLE_ID } from "./search-results-title";
import { SortSelect } from "./sort-select";
import { TruckGrid, truckCardId } from "./truck-card";
import { UnknownPlace } from "./unknown-place";
import { useProfileSearch } from "./use-profile-search";

/** Leaflet and the map's code load only when a visitor opens the map. */
const SearchMap = lazy(() => import("./search-map"));

export const NO_RESULTS = "Nie znaleziono żadnych food trucków pasujących do Twoich kryteriów.";

const RESULTS_TITLE = "Wyniki wyszukiwania";

interface SearchResultsProps {
  /** The URL's filters, compact. */
  filters: SearchFilters;
  onSort: (sort: SearchSort) => void;
  /** A chip taken away or "Wyczyść wszystko": the search without those filters. */
  onFilters: (filters: SearchFilters) => void;
  /**
   * The search (its filters as JSON) whose results should take the focus once shown: the heading that
   * restates it is where a phone's user (and a screen reader) reads on after "Szukaj" (issue 35).
   */
  focusFor: string | null;
  onFocused: () => void;
}

export function SearchResults({ filters, onSort, onFilters, focusFor, onFocused }: SearchResultsProps) {
  const search = useProfileSearch(filters);
  const filtered = hasFilters(filters);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const filtersKey = JSON.stringify(filters);
  useEffect(() => {
    if (focusFor !== filtersKey || search.isPending) return;
    headingRef.current?.focus();
    onFocused();
  }, [focusFor, filtersKey, search.isPending, onFocused]);
  // Every truck of a search with dates is free on them: the search leaves out the busy ones.
  const span = searchedSpan(filters.event_start_date, filters.event_end_date);
  const context = searchContextOf(filters);
  const tiles = useAppConfig()?.map_tiles ?? null;
  const [mapOpen, setMapOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const mapId = useId();
  // One array per answer, not per render: the map redraws its markers only when the results change.
  const trucks = useMemo(() => search.data?.pages.flatMap((page) => page.items) ?? [], [search.data]);

  /** A marker picked on the map: its card is outlined and scrolled into view. */
  function selectOnMap(profileId: number) {
    setSelectedId(profileId);
    document.getElementById(truckCardId(profileId))?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }

  let content: ReactNode;
  let count: string | null = null;
  let title = filtered ? RESULTS_TITLE : "Wszystkie food trucki";
  if (search.isPending) {
    content = <SkeletonCards />;
  } else if (search.data === undefined) {
    content = <QueryError error={search.error} onRetry={search.refetch} />;
  } else {
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
    if (filtered) title = resultsHeading(trucks.length > 0 ? total : 0, filters);
    content =
      trucks.length === 0 ? (
        empty
      ) : (
        <>
          <div
            className={
              mapOpen && tiles ? "search-results__body search-results__body--map" : "search-results__body"
            }
          >
            {mapOpen && tiles && (
              <div id={mapId} className="search-results__map">
                <Suspense fallback={<Loading text="Wczytywanie mapy..." />}>
                  <SearchMap
                    tiles={tiles}
                    trucks={trucks}
                    place={search.data.pages[0]?.place ?? null}
                    selectedId={selectedId}
                    onSelect={selectOnMap}
                  />
                </Suspense>
              </div>
            )}
            <TruckGrid
              trucks={trucks}
              selectedId={mapOpen ? selectedId : null}
              context={context}
              freeOn={span ? freeOnText(span) : undefined}
            />
          </div>
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
    <section
      className="search-results"
      // A search's heading changes with its count; the region keeps one name.
      {...(filtered ? { "aria-label": RESULTS_TITLE } : { "aria-labelledby": RESULTS_TITLE_ID })}
      aria-busy={search.isFetching}
    >
      <div className="search-results__header">
        <h2 id={RESULTS_TITLE_ID} ref={headingRef} tabIndex={-1} className="section-title">
          {title}
        </h2>
        {/* Always present, so screen readers announce the new count after each search; seen only where the
            heading does not already say it. */}
        <p className={filtered ? "sr-only" : "search-results__count"} aria-live="polite">
          {count}
        </p>
        {tiles && (
          <button
            type="button"
            className="btn btn--secondary search-results__map-toggle"
            aria-expanded={mapOpen}
            {...(mapOpen ? { "aria-controls": mapId } : {})}
            onClick={() => setMapOpen((open) => !open)}
          >
            {mapOpen ? "Ukryj mapę" : "Pokaż mapę"}
          </button>
        )}
        <SortSelect value={filters.sort} withPlace={Boolean(filters.postal_code)} onChange={onSort} />
      </div>
      <FilterChips filters={filters} onChange={onFilters} />
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
