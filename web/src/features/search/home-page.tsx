import { compactFilters, type SearchFilters } from "@shared/schemas/home-search";
import { useState } from "react";
import { usePageTitle } from "../../lib/use-page-title";
import { OrganizerCta } from "./organizer-cta";
import { SearchForm } from "./search-form";
import { SearchResults } from "./search-results";
import { SocialProofPopup } from "./social-proof-popup";
import "./search.css";

interface HomePageProps {
  /** The filters in the URL: the one source of the form's starting values and of the results. */
  filters: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
}

/** Home (SPEC.md §2): hero, search form, organizer call-to-action, results, social-proof popup. */
export function HomePage({ filters, onSearch }: HomePageProps) {
  usePageTitle("");
  const compact = compactFilters(filters);
  const form = useSearchFormKey(JSON.stringify(compact));
  const search = (next: SearchFilters) => {
    form.searchingFromForm(next);
    onSearch(next);
  };
  return (
    <>
      <section className="hero home-hero">
        <h1>Food trucki na Twoje wydarzenie – w kilka minut</h1>
        <p>Znajdź food trucki z Twojej okolicy, sprawdź ich ofertę i terminy, a potem wyślij zapytanie.</p>
      </section>
      <SearchForm key={form.key} initial={compact} onSearch={search} onClear={() => search({})} />
      {/* After the form: visitors (on a phone especially) come to search first (SPEC.md §2 order). */}
      <OrganizerCta />
      <SearchResults filters={compact} onSort={(sort) => onSearch({ ...compact, sort })} />
      <SocialProofPopup />
    </>
  );
}

/**
 * The search form's React key: a new URL from elsewhere (Back, a link, a suggested place) starts the form
 * again from the URL's filters, while a search made in the form itself keeps it, and with it the keyboard
 * focus on the field or button the user pressed Enter on.
 */
function useSearchFormKey(filtersKey: string) {
  const [state, setState] = useState({ key: filtersKey, seen: filtersKey, fromForm: "" });
  if (state.seen !== filtersKey) {
    setState({
      key: filtersKey === state.fromForm ? state.key : filtersKey,
      seen: filtersKey,
      fromForm: "",
    });
  }
  return {
    key: state.key,
    searchingFromForm: (next: SearchFilters) =>
      setState((current) => ({ ...current, fromForm: JSON.stringify(compactFilters(next)) })),
  };
}
