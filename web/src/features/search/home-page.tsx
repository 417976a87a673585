import { compactFilters, hasFilters, type SearchFilters } from "@shared/schemas/home-search";
import { useRouter } from "@tanstack/react-router";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { usePageTitle } from "../../lib/use-page-title";
import { OrganizerCta } from "./organizer-cta";
import { querySummary } from "./query-words";
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
  const [unfolded, setUnfolded] = useState(false);
  const resultsFocus = useResultsFocus();
  const search = (next: SearchFilters) => {
    form.searchingFromForm(next);
    setUnfolded(false);
    // On a phone the results are below the fold: the heading that restates the search takes the focus.
    if (window.matchMedia(PHONE).matches) resultsFocus.after(next);
    onSearch(next);
  };
  // A chip's button goes away with its filter: the heading says what is searched now.
  const changeFilters = (next: SearchFilters) => {
    resultsFocus.after(next);
    onSearch(next);
  };
  return (
    <>
      <section className="hero home-hero">
        <h1>Food trucki na Twoje wydarzenie – w kilka minut</h1>
        <p>Znajdź food trucki z Twojej okolicy, sprawdź ich ofertę i terminy, a potem wyślij zapytanie.</p>
      </section>
      <FoldingSearch
        folded={hasFilters(compact) && !unfolded}
        filters={compact}
        onUnfold={() => setUnfolded(true)}
      >
        {(formId) => (
          <SearchForm
            key={form.key}
            id={formId}
            initial={compact}
            onSearch={search}
            onClear={() => {
              form.searchingFromForm({});
              onSearch({});
            }}
          />
        )}
      </FoldingSearch>
      {/* After the form: visitors (on a phone especially) come to search first (SPEC.md §2 order). */}
      <OrganizerCta />
      <SearchResults
        filters={compact}
        onSort={(sort) => onSearch({ ...compact, sort })}
        onFilters={changeFilters}
        focusFor={resultsFocus.focusFor}
        onFocused={resultsFocus.focused}
      />
      <SocialProofPopup />
    </>
  );
}

/**
 * Which search's results heading should take the focus (its filters as JSON). Asked for only once the
 * router has shown that search (onRendered, which it emits for every search, a repeated one too): the
 * router's scroll restoration forgets the scrolling done before then, and the scroll the focus brings is
 * where Back must return to.
 */
function useResultsFocus() {
  const router = useRouter();
  const [focusFor, setFocusFor] = useState<string | null>(null);
  const stopWaiting = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => stopWaiting.current?.(), []);
  const focused = useCallback(() => setFocusFor(null), []);
  const after = (next: SearchFilters) => {
    stopWaiting.current?.();
    const key = JSON.stringify(compactFilters(next));
    stopWaiting.current = router.subscribe("onRendered", () => {
      stopWaiting.current?.();
      stopWaiting.current = undefined;
      setFocusFor(key);
    });
  };
  return { focusFor, focused, after };
}

/** Phones, where the search form folds away once it has searched (as in search.css). */
const PHONE = "(max-width: 640px)";

/**
 * The search form, which on a phone folds into a one-line summary of the search with "Zmień" once there is
 * a search to show (issue 35), so the results come first. Both are always in the page (the worker renders
 * them too, not knowing the screen); search.css shows one or the other by the screen's width.
 */
function FoldingSearch({
  folded,
  filters,
  onUnfold,
  children,
}: {
  folded: boolean;
  filters: SearchFilters;
  onUnfold: () => void;
  children: (formId: string) => ReactNode;
}) {
  const formId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const [unfolding, setUnfolding] = useState(false);
  useEffect(() => {
    if (!unfolding || folded) return;
    setUnfolding(false);
    boxRef.current?.querySelector<HTMLElement>("select, input")?.focus();
  }, [unfolding, folded]);
  return (
    <div ref={boxRef} className={folded ? "home-search home-search--folded" : "home-search"}>
      {folded && (
        <div className="card search-summary">
          <p className="search-summary__text">
            <span className="sr-only">Szukasz: </span>
            {querySummary(filters)}
          </p>
          <button
            type="button"
            className="btn btn--secondary search-summary__change"
            aria-expanded="false"
            aria-controls={formId}
            onClick={() => {
              setUnfolding(true);
              onUnfold();
            }}
          >
            Zmień<span className="sr-only"> wyszukiwanie</span>
          </button>
        </div>
      )}
      {children(formId)}
    </div>
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
