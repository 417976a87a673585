// Profile limits and Polish messages, without valibot: the home page's search form needs only these.
/** Profile limits of SPEC.md §9, shared by the form and the server. */
export const PROFILE_LIMITS = {
  maxPhotos: 10,
  maxPhotoBytes: 1024 * 1024,
  maxPhotoSide: 1920,
  maxRadiusKm: 1000,
  /** Price guide (beyond SPEC.md, issue 16), in złoty. */
  maxPortionPrice: 1000,
  maxMinimumOrder: 1_000_000,
} as const;

export const PROFILE_TEXTS = {
  name: "Nazwa food trucka jest wymagana.",
  description: "Opis food trucka jest wymagany.",
  baseLocation: "Lokalizacja bazowa jest wymagana.",
  radius: `Promień działania musi być liczbą całkowitą od 1 do ${PROFILE_LIMITS.maxRadiusKm} km.`,
  offer: "Nieprawidłowa oferta: wybierz pozycje z listy.",
  tooManyPhotos: `Możesz dodać najwyżej ${PROFILE_LIMITS.maxPhotos} zdjęć.`,
  photoTooLarge: "Każde zdjęcie może mieć najwyżej 1 MB.",
  photoType: "Dozwolone są tylko zdjęcia JPEG, PNG lub WebP.",
  notFound: "Nie znaleziono tego food trucka.",
  endBeforeStart: "Data końcowa nie może być wcześniejsza niż początkowa.",
  priceFrom: "Cena za porcję „od” musi być kwotą od 1 do 1000 zł.",
  priceTo: "Cena za porcję „do” musi być kwotą od 1 do 1000 zł.",
  priceOrder: "Cena „do” nie może być niższa niż cena „od”.",
  minimumOrder: "Minimalne zamówienie musi być kwotą od 1 do 1 000 000 zł.",
} as const;

/** Orders of the home search (beyond SPEC.md, issue 16); "relevance" is nearest first, else by name. */
export const SEARCH_SORTS = ["relevance", "rating", "distance", "price"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  relevance: "Trafność",
  rating: "Najlepiej oceniane",
  distance: "Najbliżej",
  price: "Najtańsze",
};

export const SEARCH_FILTER_TEXTS = {
  sort: "Nieznany sposób sortowania.",
  dietary: "Nieznana opcja dietetyczna.",
  minRating: "Minimalna ocena musi być liczbą od 1 do 5.",
  maxPrice: "Budżet za porcję musi być kwotą od 1 do 1000 zł.",
} as const;
