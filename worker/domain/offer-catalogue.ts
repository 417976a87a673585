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

export function isDishCode(code: string): code is DishCode {
  return Object.hasOwn(DISHES, code);
}

export interface Offer {
  dishes: DishCode[];
  drinks: DrinkCode[];
  dietary: DietaryCode[];
}
