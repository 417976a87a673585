import { usePageTitle } from "../../lib/use-page-title";
import { OrganizerCta } from "./organizer-cta";
import { SearchForm } from "./search-form";
import { compactFilters, type SearchFilters } from "./search-params";
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
  return (
    <>
      <section className="hero home-hero">
        <h1>Food trucki na Twoje wydarzenie – w kilka minut</h1>
        <p>Znajdź food trucki z Twojej okolicy, sprawdź ich ofertę i terminy, a potem wyślij zapytanie.</p>
      </section>
      {/* A new URL (a search, Back, a shared link) starts the form again from its filters. */}
      <SearchForm
        key={JSON.stringify(compact)}
        initial={compact}
        onSearch={onSearch}
        onClear={() => onSearch({})}
      />
      {/* After the form: visitors (on a phone especially) come to search first (SPEC.md §2 order). */}
      <OrganizerCta />
      <SearchResults filters={compact} />
      <SocialProofPopup />
    </>
  );
}
