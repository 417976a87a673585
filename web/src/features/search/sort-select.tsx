import { SEARCH_SORT_LABELS, SEARCH_SORTS, type SearchSort } from "@shared/schemas/profile-texts";
import { useRouterState } from "@tanstack/react-router";
import { useId } from "react";
import { RESULTS_TITLE_ID } from "./search-results-title";

/**
 * The order of the results (beyond SPEC.md, issue 16), applied at once and kept in the URL. "Najbliżej"
 * needs a place: without one it is not offered. A form asking the home page again with `sort` (the rest
 * of its query kept), whose button only a page without scripts shows (web/index.html's noscript style):
 * the app sorts as soon as the choice changes.
 */
export function SortSelect({
  value,
  withPlace,
  onChange,
}: {
  value: SearchSort | undefined;
  withPlace: boolean;
  onChange: (sort: SearchSort) => void;
}) {
  const id = useId();
  const sorts = SEARCH_SORTS.filter((sort) => withPlace || sort !== "distance");
  const current = value && sorts.includes(value) ? value : "relevance";
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const kept = [...new URLSearchParams(searchStr)].filter(([name]) => name !== "sort");
  return (
    <form
      className="field search-sort"
      method="get"
      // Back at the results when a page without scripts comes anew, not at the top.
      action={`/#${RESULTS_TITLE_ID}`}
      onSubmit={(event) => event.preventDefault()}
    >
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id}>Sortuj</label>
      <select
        id={id}
        name="sort"
        value={current}
        onChange={(event) => {
          const chosen = SEARCH_SORTS.find((sort) => sort === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SEARCH_SORT_LABELS[sort]}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn--secondary search-sort__apply">
        Zastosuj
      </button>
    </form>
  );
}
