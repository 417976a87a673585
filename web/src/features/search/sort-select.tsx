import { SEARCH_SORT_LABELS, SEARCH_SORTS, type SearchSort } from "@shared/schemas/profile-texts";
import { useId } from "react";
import { QueryForm } from "../../components/query-form";
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
  return (
    // Back at the results when a page without scripts comes anew, not at the top.
    <QueryForm className="field search-sort" action={`/#${RESULTS_TITLE_ID}`} field="sort">
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
    </QueryForm>
  );
}
