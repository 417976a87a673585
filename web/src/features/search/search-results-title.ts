/**
 * The results' heading: where the focus goes after a search in the app, and where a page without scripts
 * (a chip's link, the order's form) brings the visitor back to, as its address's fragment.
 */
export const RESULTS_TITLE_ID = "search-results-title";
