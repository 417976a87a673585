/**
 * Districts (dzielnice, osiedla) of big cities that the GeoNames extract behind pl-places.json lacks
 * (decision 0009). Warszawa's 18 dzielnic, Wrocław's osiedla (Krzyki among them), Bydgoszcz's Fordon
 * and a few others come from GeoNames and are in pl-places.json's "districts"; this list adds Kraków's
 * 18 dzielnic, Łódź's 5, Wrocław's other 4 former dzielnice, and the main parts of Poznań, Gdańsk and
 * Gdynia.
 *
 * Compiled by hand for this app from public maps and district articles of the cities (OpenStreetMap,
 * Wikipedia), some spot-checked against the coordinates published there; rounded to 3 decimals. No data
 * set was copied. APPROXIMATE: each point is the district's built-up centre — its
 * namesake neighbourhood or main square, which is what people mean by the name — within ~2 km of the
 * centre of its area. Large districts with open land are the exception: Nowa Huta is its historic centre
 * (plac Centralny), not the steelworks and meadows east of it; Poznań's former dzielnice Jeżyce, Nowe
 * Miasto and Grunwald are their namesake neighbourhoods. A search radius is tens of km, so this
 * precision is enough.
 *
 * `city` must be a place name in pl-places.json (a unit test checks it); a district gets its city's
 * powiat and voivodeship.
 */
export interface CuratedDistrict {
  city: string;
  name: string;
  lat: number;
  lng: number;
}

export const CURATED_DISTRICTS: readonly CuratedDistrict[] = [
  // Kraków: the 18 dzielnice (I–XVIII).
  { city: "Kraków", name: "Stare Miasto", lat: 50.058, lng: 19.938 },
  { city: "Kraków", name: "Grzegórzki", lat: 50.06, lng: 19.967 },
  { city: "Kraków", name: "Prądnik Czerwony", lat: 50.088, lng: 19.975 },
  { city: "Kraków", name: "Prądnik Biały", lat: 50.098, lng: 19.925 },
  { city: "Kraków", name: "Krowodrza", lat: 50.076, lng: 19.92 },
  { city: "Kraków", name: "Bronowice", lat: 50.082, lng: 19.885 },
  { city: "Kraków", name: "Zwierzyniec", lat: 50.058, lng: 19.885 },
  { city: "Kraków", name: "Dębniki", lat: 50.03, lng: 19.9 },
  { city: "Kraków", name: "Łagiewniki-Borek Fałęcki", lat: 50.02, lng: 19.933 },
  { city: "Kraków", name: "Swoszowice", lat: 49.99, lng: 19.945 },
  { city: "Kraków", name: "Podgórze Duchackie", lat: 50.013, lng: 19.962 },
  { city: "Kraków", name: "Bieżanów-Prokocim", lat: 50.017, lng: 20.015 },
  { city: "Kraków", name: "Podgórze", lat: 50.038, lng: 19.985 },
  { city: "Kraków", name: "Czyżyny", lat: 50.07, lng: 20.0 },
  { city: "Kraków", name: "Mistrzejowice", lat: 50.098, lng: 20.005 },
  { city: "Kraków", name: "Bieńczyce", lat: 50.087, lng: 20.025 },
  { city: "Kraków", name: "Wzgórza Krzesławickie", lat: 50.1, lng: 20.065 },
  { city: "Kraków", name: "Nowa Huta", lat: 50.072, lng: 20.038 },
  // Łódź: the 5 dzielnice.
  { city: "Łódź", name: "Bałuty", lat: 51.808, lng: 19.443 },
  { city: "Łódź", name: "Widzew", lat: 51.765, lng: 19.535 },
  { city: "Łódź", name: "Śródmieście", lat: 51.77, lng: 19.46 },
  { city: "Łódź", name: "Polesie", lat: 51.76, lng: 19.405 },
  { city: "Łódź", name: "Górna", lat: 51.725, lng: 19.475 },
  // Wrocław: the former dzielnice (Krzyki, the fifth, is in pl-places.json from GeoNames).
  { city: "Wrocław", name: "Stare Miasto", lat: 51.108, lng: 17.03 },
  { city: "Wrocław", name: "Śródmieście", lat: 51.118, lng: 17.06 },
  { city: "Wrocław", name: "Fabryczna", lat: 51.125, lng: 16.93 },
  { city: "Wrocław", name: "Psie Pole", lat: 51.155, lng: 17.08 },
  // Poznań: the 5 former dzielnice and the best-known osiedla.
  { city: "Poznań", name: "Stare Miasto", lat: 52.408, lng: 16.934 },
  { city: "Poznań", name: "Nowe Miasto", lat: 52.395, lng: 16.995 },
  { city: "Poznań", name: "Jeżyce", lat: 52.412, lng: 16.905 },
  { city: "Poznań", name: "Grunwald", lat: 52.392, lng: 16.875 },
  { city: "Poznań", name: "Wilda", lat: 52.39, lng: 16.925 },
  { city: "Poznań", name: "Łazarz", lat: 52.396, lng: 16.903 },
  { city: "Poznań", name: "Rataje", lat: 52.388, lng: 16.965 },
  { city: "Poznań", name: "Winogrady", lat: 52.429, lng: 16.94 },
  { city: "Poznań", name: "Piątkowo", lat: 52.46, lng: 16.915 },
  // Gdańsk: the main dzielnice.
  { city: "Gdańsk", name: "Śródmieście", lat: 54.349, lng: 18.647 },
  { city: "Gdańsk", name: "Wrzeszcz", lat: 54.38, lng: 18.607 },
  { city: "Gdańsk", name: "Oliwa", lat: 54.41, lng: 18.56 },
  { city: "Gdańsk", name: "Przymorze", lat: 54.408, lng: 18.59 },
  { city: "Gdańsk", name: "Zaspa", lat: 54.394, lng: 18.6 },
  { city: "Gdańsk", name: "Brzeźno", lat: 54.408, lng: 18.63 },
  { city: "Gdańsk", name: "Nowy Port", lat: 54.405, lng: 18.665 },
  { city: "Gdańsk", name: "Stogi", lat: 54.368, lng: 18.72 },
  { city: "Gdańsk", name: "Orunia", lat: 54.325, lng: 18.64 },
  { city: "Gdańsk", name: "Chełm", lat: 54.335, lng: 18.618 },
  { city: "Gdańsk", name: "Siedlce", lat: 54.35, lng: 18.62 },
  { city: "Gdańsk", name: "Piecki-Migowo", lat: 54.36, lng: 18.58 },
  { city: "Gdańsk", name: "Jasień", lat: 54.337, lng: 18.56 },
  { city: "Gdańsk", name: "Osowa", lat: 54.425, lng: 18.47 },
  // Gdynia: the main dzielnice (Wielki Kack and Pogórze are in pl-places.json from GeoNames).
  { city: "Gdynia", name: "Śródmieście", lat: 54.518, lng: 18.54 },
  { city: "Gdynia", name: "Orłowo", lat: 54.48, lng: 18.555 },
  { city: "Gdynia", name: "Redłowo", lat: 54.495, lng: 18.54 },
  { city: "Gdynia", name: "Mały Kack", lat: 54.475, lng: 18.525 },
  { city: "Gdynia", name: "Chylonia", lat: 54.545, lng: 18.465 },
  { city: "Gdynia", name: "Cisowa", lat: 54.555, lng: 18.435 },
  { city: "Gdynia", name: "Oksywie", lat: 54.556, lng: 18.545 },
  { city: "Gdynia", name: "Obłuże", lat: 54.56, lng: 18.52 },
  { city: "Gdynia", name: "Grabówek", lat: 54.521, lng: 18.505 },
  { city: "Gdynia", name: "Działki Leśne", lat: 54.527, lng: 18.525 },
  { city: "Gdynia", name: "Witomino", lat: 54.508, lng: 18.495 },
];
