// Profile limits and Polish messages, without valibot: the home page's search form needs only these.
/** Profile limits of SPEC.md §9, shared by the form and the server. */
export const PROFILE_LIMITS = {
  maxPhotos: 10,
  maxPhotoBytes: 1024 * 1024,
  maxPhotoSide: 1920,
  maxRadiusKm: 1000,
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
} as const;
