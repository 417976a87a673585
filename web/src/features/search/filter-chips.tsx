import type { SearchFilters } from "@shared/schemas/home-search";
import { Link } from "@tanstack/react-router";
import { onPlainClick } from "../../lib/plain-click";
import { filterChips, withoutFilters } from "./query-words";
import { RESULTS_TITLE_ID } from "./search-results-title";

/**
 * The search's active filters as chips above the results (issue 35): each one takes its filter away, then
 * "Wyczyść wszystko". Links to the search without them, so they work without scripts and before the app has
 * started (the worker renders this page); the app runs `onChange` instead, which also moves the focus.
 * Nothing when no filter is set.
 */
export function FilterChips({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
}) {
  const chips = filterChips(filters);
  if (chips.length === 0) return null;
  return (
    <div className="filter-chips">
      <ul className="filter-chips__list" aria-label="Aktywne filtry">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to="/"
              search={chip.without}
              // Without the app the browser loads the page anew: back at the results, not at the top.
              hash={RESULTS_TITLE_ID}
              className="filter-chip"
              aria-label={`Usuń filtr: ${chip.label}`}
              onClick={(event) => onPlainClick(event, () => onChange(chip.without))}
            >
              <span className="filter-chip__label">{chip.label}</span>
              <svg className="filter-chip__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path
                  d="M4 4l8 8M12 4l-8 8"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  fill="none"
                />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/"
        search={withoutFilters(filters)}
        className="filter-chips__clear"
        onClick={(event) => onPlainClick(event, () => onChange(withoutFilters(filters)))}
      >
        Wyczyść wszystko
      </Link>
    </div>
  );
}
