import { describe, expect, it } from "vitest";
import { sitemapCities } from "../../worker/domain/city-pages";
import { fromPlace, inPlace, namesWithForms, placeForms, toPlace } from "../../worker/domain/place-cases";
import { getPlaceIndex, normalizePlaceName } from "../../worker/domain/place-index";
import { SOCIAL_PROOF_CITIES, socialProofMessage } from "../../worker/domain/social-proof";

/** The seats of the 16 voivodeships' governors and assemblies (Bydgoszcz–Toruń, Gorzów–Zielona Góra). */
const VOIVODESHIP_CAPITALS = [
  "Białystok",
  "Bydgoszcz",
  "Toruń",
  "Gdańsk",
  "Gorzów Wielkopolski",
  "Zielona Góra",
  "Katowice",
  "Kielce",
  "Kraków",
  "Lublin",
  "Łódź",
  "Olsztyn",
  "Opole",
  "Poznań",
  "Rzeszów",
  "Szczecin",
  "Warszawa",
  "Wrocław",
];

describe("place names in their Polish cases (issue 37)", () => {
  it("every town with a page in the sitemap, and every voivodeship capital, has its forms", () => {
    const towns = sitemapCities().map((town) => town.name);
    expect(towns.length).toBeGreaterThan(80);
    expect(towns.filter((name) => !placeForms(name))).toEqual([]);
    expect(VOIVODESHIP_CAPITALS.filter((name) => !placeForms(name))).toEqual([]);
  });

  it("every name of the table is a town of the gazetteer, spelled as it spells it, once", () => {
    const names = namesWithForms();
    expect(new Set(names).size).toBe(names.length);
    const byKey = getPlaceIndex().byKey;
    expect(names.filter((name) => byKey.get(normalizePlaceName(name))?.name !== name)).toEqual([]);
  });

  it("says the forms as Poles do, with 'we' and 'ze' where the sounds need them", () => {
    expect(inPlace("Kraków")).toBe("w Krakowie");
    expect(toPlace("Kraków")).toBe("do Krakowa");
    expect(fromPlace("Łódź")).toBe("z Łodzi");
    expect(inPlace("Katowice")).toBe("w Katowicach");
    expect(fromPlace("Katowice")).toBe("z Katowic");
    expect(inPlace("Zielona Góra")).toBe("w Zielonej Górze");
    expect(inPlace("Bielsko-Biała")).toBe("w Bielsku-Białej");
    expect(toPlace("Bielsko-Biała")).toBe("do Bielska-Białej");
    expect(inPlace("Białystok")).toBe("w Białymstoku");
    expect(fromPlace("Białystok")).toBe("z Białegostoku");
    expect(inPlace("Wrocław")).toBe("we Wrocławiu");
    expect(inPlace("Włocławek")).toBe("we Włocławku");
    expect(inPlace("Warszawa")).toBe("w Warszawie");
    expect(inPlace("Wałbrzych")).toBe("w Wałbrzychu");
    expect(fromPlace("Szczecin")).toBe("ze Szczecina");
    expect(fromPlace("Słupsk")).toBe("ze Słupska");
    expect(fromPlace("Świdnica")).toBe("ze Świdnicy");
    expect(fromPlace("Stalowa Wola")).toBe("ze Stalowej Woli");
    expect(fromPlace("Zgierz")).toBe("ze Zgierza");
    expect(fromPlace("Sosnowiec")).toBe("z Sosnowca");
    expect(fromPlace("Siedlce")).toBe("z Siedlec");
    expect(fromPlace("Rzeszów")).toBe("z Rzeszowa");
    expect(fromPlace("Żory")).toBe("z Żor");
    expect(fromPlace("Zabrze")).toBe("z Zabrza");
    expect(inPlace("Tychy")).toBe("w Tychach");
    expect(inPlace("Piła")).toBe("w Pile");
  });

  it("a name the table does not know reads as 'miejscowość X', never in a guessed case", () => {
    expect(inPlace("Wieliczka")).toBe("w miejscowości Wieliczka");
    expect(fromPlace("Wieliczka")).toBe("z miejscowości Wieliczka");
    expect(toPlace("Wieliczka")).toBe("do miejscowości Wieliczka");
    // A district is no town of the table either.
    expect(inPlace("Warszawa Mokotów")).toBe("w miejscowości Warszawa Mokotów");
  });

  it("the social-proof popup names each of its eight cities in the genitive", () => {
    expect(SOCIAL_PROOF_CITIES.map(socialProofMessage)).toEqual([
      "Ktoś z Warszawy właśnie zarezerwował food trucka!",
      "Ktoś z Krakowa właśnie zarezerwował food trucka!",
      "Ktoś z Gdańska właśnie zarezerwował food trucka!",
      "Ktoś z Poznania właśnie zarezerwował food trucka!",
      "Ktoś z Wrocławia właśnie zarezerwował food trucka!",
      "Ktoś z Katowic właśnie zarezerwował food trucka!",
      "Ktoś ze Szczecina właśnie zarezerwował food trucka!",
      "Ktoś z Łodzi właśnie zarezerwował food trucka!",
    ]);
  });
});
