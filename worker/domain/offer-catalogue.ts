/**
 * The offer catalogue of SPEC.md §3: stable codes stored in the database and sent by the API, with their
 * Polish labels. The one place that lists them.
 */
export const DISHES = {
  burgers: "Burgery",
  churros: "Churros",
  belgian_fries: "Frytki belgijskie",
  waffles: "Gofry",
  granita: "Granita",
  hot_dogs: "Hot dogi",
  kebab: "Kebab",
  asian: "Kuchnia azjatycka",
  mexican: "Kuchnia meksykańska",
  polish: "Kuchnia polska",
  ice_cream: "Lody",
  nachos: "Nachos",
  pizza: "Pizza",
  sweet_pastries: "Słodkie wypieki",
  spiral_potato: "Ziemniak spiralny",
  zapiekanki: "Zapiekanki",
} as const;

export const DRINKS = {
  coffee: "Kawa",
  hot_chocolate: "Gorąca czekolada",
  winter_tea: "Herbata zimowa",
  lemonade: "Lemoniada",
  soft_drinks: "Napoje bezalkoholowe",
  strong_alcohol: "Alkohole mocne",
  mulled_wine: "Grzane wino",
  craft_beer: "Piwo kraftowe",
} as const;

export const DIETARY = {
  vegetarian: "Opcje wegetariańskie",
  vegan: "Opcje wegańskie",
  gluten_free: "Opcje bezglutenowe",
} as const;

export type DishCode = keyof typeof DISHES;
export type DrinkCode = keyof typeof DRINKS;
export type DietaryCode = keyof typeof DIETARY;

/**
 * A catalogue's entries in Polish alphabetical order of their labels, for lists to choose from. Compared
 * by code point, not with a Polish collator: a page's first collator loads ICU's data (15–50 ms in a new
 * browser tab, before the home page's first cards). For these labels both orders agree, which a unit test
 * checks; a new label with a Polish letter where it decides the order would fail it.
 */
export function byLabel<Code extends string>(catalogue: Record<Code, string>): [Code, string][] {
  const entries = Object.keys(catalogue)
    .filter((code): code is Code => Object.hasOwn(catalogue, code))
    .map((code): [Code, string] => [code, catalogue[code]]);
  return entries.sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export function isDishCode(code: string): code is DishCode {
  return Object.hasOwn(DISHES, code);
}

export function isDrinkCode(code: string): code is DrinkCode {
  return Object.hasOwn(DRINKS, code);
}

export function isDietaryCode(code: string): code is DietaryCode {
  return Object.hasOwn(DIETARY, code);
}

export interface Offer {
  dishes: DishCode[];
  drinks: DrinkCode[];
  dietary: DietaryCode[];
}
