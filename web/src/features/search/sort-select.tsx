import { SEARCH_SORT_LABELS, SEARCH_SORTS, type SearchSort } from "@shared/schemas/profile-texts";
import { useId } from "react";

/**
 * The order of the results (beyond SPEC.md, issue 16), applied at once and kept in the URL. "Najbliżej"
 * needs a place: without one it is not offered.
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
    <div className="field search-sort">
      <label htmlFor={id}>Sortuj</label>
      <select
        id={id}
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
    </div>
  );
}
