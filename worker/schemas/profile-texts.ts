// Profile limits and Polish messages, without valibot: the home page's search form needs only these.
import { MAX_VARIANT_BYTES, PHOTO_VARIANT_WIDTHS } from "../domain/photo-variants";

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
  photoUnreadable: "Nie udało się odczytać wymiarów zdjęcia. Plik może być uszkodzony.",
  variantName: `Nieprawidłowa pomniejszona kopia zdjęcia: jej nazwa musi wskazywać przesłane zdjęcie i szerokość ${PHOTO_VARIANT_WIDTHS.join(" lub ")} px, każdą najwyżej raz.`,
  variantType: "Pomniejszona kopia zdjęcia musi być plikiem WebP.",
  variantTooLarge: `Pomniejszona kopia zdjęcia może mieć najwyżej ${MAX_VARIANT_BYTES / 1024} KB.`,
  variantSize:
    "Pomniejszona kopia zdjęcia musi mieć zapowiedzianą szerokość, proporcje zdjęcia i być od niego mniejsza.",
  notFound: "Nie znaleziono tego food trucka.",
  endBeforeStart: "Data końcowa nie może być wcześniejsza niż początkowa.",
} as const;
