import type { SearchFilters } from "@shared/schemas/home-search";
import { Link } from "@tanstack/react-router";
import { Fragment } from "react";

interface UnknownPlaceProps {
  /** The location as typed (the URL's postal_code). */
  text: string;
  /** Place names the server offers instead, best first; each link repeats the search with one of them. */
  suggestions: string[];
  filters: SearchFilters;
}

/** The search named a place the app does not know (decision 0009): say so rather than "no trucks". */
export function UnknownPlace({ text, suggestions, filters }: UnknownPlaceProps) {
  return (
    <p className="search-results__empty">
      Nie znaleźliśmy miejscowości „{text}”.
      {suggestions.length > 0 && (
        <>
          {" Czy chodziło o: "}
          {suggestions.map((name, index) => (
            <Fragment key={name}>
              {index > 0 && ", "}
              <Link to="/" search={{ ...filters, postal_code: name }} resetScroll={false}>
                {name}
              </Link>
            </Fragment>
          ))}
          ?
        </>
      )}
    </p>
  );
}
