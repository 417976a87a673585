import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CURATED_DISTRICTS } from "../../worker/data/pl-districts";
import { POSTAL_PREFIXES } from "../../worker/data/pl-postal-prefixes";
import { withinEdits } from "../../worker/domain/edit-distance";
import {
  normalizePlaceName,
  type ResolvedPlace,
  resolvePlace,
  searchPlaceNames,
} from "../../worker/domain/gazetteer";
import { distanceKm, type LatLng } from "../../worker/domain/geo";
import { getPlaceIndex } from "../../worker/domain/place-index";
import { suggestPlaces, townOfPostalPrefix } from "../../worker/domain/place-suggestions";

const WARSZAWA: LatLng = { lat: 52.2298, lng: 21.0118 };
const KRAKOW: LatLng = { lat: 50.0614, lng: 19.9366 };
const GDANSK: LatLng = { lat: 54.3523, lng: 18.6491 };

function resolved(text: string): ResolvedPlace {
  const place = resolvePlace(text);
  if (!place) throw new Error(`"${text}" did not resolve`);
  return place;
}

describe("normalizePlaceName", () => {
  it("lower-cases, strips diacritics including ł, unifies hyphens and whitespace", () => {
    expect(normalizePlaceName("Łódź")).toBe("lodz");
    expect(normalizePlaceName("  ZAŻÓŁĆ   Gęślą-Jaźń ")).toBe("zazolc gesla jazn");
    expect(normalizePlaceName("Bielsko-Biała")).toBe(normalizePlaceName("bielsko  biala"));
    expect(normalizePlaceName("Kędzierzyn–Koźle")).toBe("kedzierzyn kozle");
  });
});

describe("resolvePlace: town names", () => {
  it.each(["Warszawa", "warszawa", "WARSZAWA", " warszawa ", "Warsaw"])("%s → Warszawa", (text) => {
    const place = resolved(text);
    expect(place).toMatchObject({ name: "Warszawa", kind: "city" });
    expect(place.lat).toBeCloseTo(52.23, 1);
    expect(place.lng).toBeCloseTo(21.01, 1);
  });

  it.each(["Kraków", "krakow", "KRAKÓW", "Cracow"])("%s → Kraków", (text) => {
    const place = resolved(text);
    expect(place.name).toBe("Kraków");
    expect(distanceKm(place, KRAKOW)).toBeLessThan(1);
  });

  it.each(["lodz", "Łódź", "ŁÓDŹ", "Lodz"])("%s → Łódź", (text) => {
    const place = resolved(text);
    expect(place.name).toBe("Łódź");
    expect(place.lat).toBeCloseTo(51.77, 1);
    expect(place.lng).toBeCloseTo(19.47, 1);
  });

  it("gdansk → Gdańsk", () => {
    const place = resolved("gdansk");
    expect(place.name).toBe("Gdańsk");
    expect(distanceKm(place, GDANSK)).toBeLessThan(1);
  });

  it.each(["Bielsko-Biała", "bielsko biala", "Bielsko - Biala"])("%s → Bielsko-Biała", (text) => {
    const place = resolved(text);
    expect(place.name).toBe("Bielsko-Biała");
    expect(place.lat).toBeCloseTo(49.82, 1);
    expect(place.lng).toBeCloseTo(19.05, 1);
  });

  it("uses the part of an address that names a town", () => {
    expect(resolved("Kraków, ul. Floriańska 3").name).toBe("Kraków");
    expect(resolved("ul. Piotrkowska 100, 90-001 Łódź").name).toBe("Łódź");
  });

  it("a name shared by several places resolves to the most populous one", () => {
    // Józefów: a town of ~18 000 near Warszawa, and smaller ones in Lubelskie and near Błonie.
    const place = resolved("jozefow");
    expect(place.name).toBe("Józefów");
    expect(place.lat).toBeCloseTo(52.137, 2);
    expect(place.lng).toBeCloseTo(21.236, 2);
  });

  it("unknown or empty text → null", () => {
    expect(resolvePlace("Atlantyda")).toBeNull();
    expect(resolvePlace("")).toBeNull();
    expect(resolvePlace("   ")).toBeNull();
    expect(resolvePlace(",")).toBeNull();
  });
});

describe("resolvePlace: postal codes", () => {
  it("00-950 → within 30 km of Warszawa", () => {
    const place = resolved("00-950");
    expect(place).toMatchObject({ kind: "postal_code", name: "Warszawa (kod 00-950)" });
    expect(distanceKm(place, WARSZAWA)).toBeLessThan(30);
  });

  it("30-001 → within 40 km of Kraków; 80-001 → within 40 km of Gdańsk", () => {
    expect(distanceKm(resolved("30-001"), KRAKOW)).toBeLessThan(40);
    expect(distanceKm(resolved("80-001"), GDANSK)).toBeLessThan(40);
  });

  it("accepts the code without a dash and with surrounding spaces", () => {
    expect(resolved(" 00950 ")).toMatchObject({ kind: "postal_code", name: "Warszawa (kod 00-950)" });
  });

  it("a code followed (or preceded) by a town resolves to the town", () => {
    expect(resolved("31-019 Kraków")).toMatchObject({ name: "Kraków", kind: "city" });
    expect(resolved("Kraków 31-019")).toMatchObject({ name: "Kraków", kind: "city" });
  });

  it("a code with an unknown town falls back to the code's district", () => {
    expect(resolved("05-500 Nibylandia")).toMatchObject({
      kind: "postal_code",
      name: "okolice Warszawy (kod 05-500)",
    });
  });

  it("an unused prefix (79) does not resolve; a malformed code is not a code", () => {
    expect(resolvePlace("79-000")).toBeNull();
    expect(resolvePlace("00-95")).toBeNull();
    expect(resolvePlace("000-950")).toBeNull();
  });

  it("every district centroid lies in Poland", () => {
    for (const district of Object.values(POSTAL_PREFIXES)) {
      expect(district.lat).toBeGreaterThan(49);
      expect(district.lat).toBeLessThan(54.9);
      expect(district.lng).toBeGreaterThan(14.1);
      expect(district.lng).toBeLessThan(24.2);
    }
    expect(Object.keys(POSTAL_PREFIXES)).toHaveLength(99);
  });
});

describe("searchPlaceNames", () => {
  it("returns the most populous matches first", () => {
    const names = searchPlaceNames("kra");
    expect(names[0]).toBe("Kraków");
    expect(names.length).toBeLessThanOrEqual(10);
    expect(names.every((name) => normalizePlaceName(name).startsWith("kra"))).toBe(true);
  });

  it("is diacritics-insensitive, honours the limit and lists each name once", () => {
    expect(searchPlaceNames("ŁÓD", 3)[0]).toBe("Łódź");
    expect(searchPlaceNames("a", 5)).toHaveLength(5);
    const jozefow = searchPlaceNames("józefów", 10);
    expect(jozefow.filter((name) => name === "Józefów")).toHaveLength(1);
    expect(searchPlaceNames("")).toEqual([]);
  });
});

describe("pl-places.json", () => {
  it("stores each key exactly as normalizePlaceName computes it, most populous first", () => {
    const data: { places: unknown[][] } = JSON.parse(
      readFileSync(join(import.meta.dirname, "../../worker/data/pl-places.json"), "utf8"),
    );
    const rows = data.places;
    expect(rows.length).toBeGreaterThan(2500);
    let previousPopulation = Number.POSITIVE_INFINITY;
    for (const row of rows) {
      const [name, key, , , population] = row;
      expect(typeof name === "string" && normalizePlaceName(name)).toBe(key);
      expect(typeof population === "number" && population <= previousPopulation).toBe(true);
      previousPopulation = Number(population);
    }
  });
});

describe("resolvePlace: districts", () => {
  const MOKOTOW: LatLng = { lat: 52.1934, lng: 21.0349 };

  it.each([
    "Warszawa Mokotów",
    "warszawa mokotow",
    "WARSZAWA-MOKOTÓW",
    "Mokotów, Warszawa",
    "Warszawa, Mokotów",
    "Mokotów Warszawa",
    "Mokotów",
    "ul. Puławska 10 Warszawa Mokotów",
    "02-495 Warszawa Mokotów",
  ])("%s → Warszawa Mokotów (its own centroid)", (text) => {
    const place = resolved(text);
    expect(place).toMatchObject({ name: "Warszawa Mokotów", kind: "district" });
    expect(distanceKm(place, MOKOTOW)).toBeLessThan(0.1);
    expect(distanceKm(place, WARSZAWA)).toBeGreaterThan(3);
  });

  it.each(["Kraków-Nowa Huta", "Kraków Nowa Huta", "krakow nowa huta", "Nowa Huta", "Nowa Huta, Kraków"])(
    "%s → Kraków Nowa Huta",
    (text) => {
      const place = resolved(text);
      expect(place).toMatchObject({ name: "Kraków Nowa Huta", kind: "district" });
      expect(distanceKm(place, KRAKOW)).toBeGreaterThan(5);
      expect(distanceKm(place, KRAKOW)).toBeLessThan(12);
    },
  );

  it("a district name several cities have resolves to the city's when the city is named too", () => {
    expect(resolved("Poznań, Stare Miasto").name).toBe("Poznań Stare Miasto");
    expect(resolved("Stare Miasto, Wrocław").name).toBe("Wrocław Stare Miasto");
    expect(resolved("Gdańsk Śródmieście").name).toBe("Gdańsk Śródmieście");
    expect(resolved("Łódź-Bałuty").name).toBe("Łódź Bałuty");
  });

  it("a town keeps its name when a district elsewhere is called the same (Chełm, Siedlce)", () => {
    expect(resolved("Chełm")).toMatchObject({ name: "Chełm", kind: "city" });
    expect(resolved("Siedlce")).toMatchObject({ name: "Siedlce", kind: "city" });
    expect(resolved("Gdańsk Chełm")).toMatchObject({ name: "Gdańsk Chełm", kind: "district" });
  });
});

describe("resolvePlace: addresses and other forms", () => {
  it.each([
    "ul. Długa 5, Gdańsk",
    "ul. Długa 5 Gdańsk",
    "Długa 5, 80-831 Gdańsk",
    "ul. Długa 5 80-831 Gdańsk",
  ])("%s → Gdańsk", (text) => {
    expect(resolved(text)).toMatchObject({ name: "Gdańsk", kind: "city" });
  });

  it("postal codes with or without the dash, alone or beside a town", () => {
    expect(resolved("00-950")).toMatchObject({ kind: "postal_code", name: "Warszawa (kod 00-950)" });
    expect(resolved("00950")).toMatchObject({ kind: "postal_code", name: "Warszawa (kod 00-950)" });
    expect(resolved("31-019 Kraków")).toMatchObject({ name: "Kraków", kind: "city" });
    expect(resolved("Kraków 31019")).toMatchObject({ name: "Kraków", kind: "city" });
  });

  it("no diacritics, any letter case", () => {
    expect(resolved("Lodz").name).toBe("Łódź");
    expect(resolved("krakow").name).toBe("Kraków");
    expect(resolved("ZIELONA GORA").name).toBe("Zielona Góra");
    expect(resolved("jastrzebie zdroj").name).toBe("Jastrzębie-Zdrój");
  });

  it("a postal code decides over a guessed trailing word; a street's name is no town", () => {
    expect(resolved("Hotel Warszawa, 31-019")).toMatchObject({ kind: "postal_code" });
    expect(resolvePlace("ul. Górna")).toBeNull();
    expect(resolvePlace("ul. Leśna")).toBeNull();
  });

  it.each(["qwerty asdf", "zzzzzz", "Nibylandia Dolna", "ul. Kwiatowa 7", "12", "pizza z pieca"])(
    "nonsense %s → null",
    (text) => {
      expect(resolvePlace(text)).toBeNull();
    },
  );
});

describe("suggestPlaces", () => {
  const names = (text: string, limit?: number) => suggestPlaces(text, limit).map((place) => place.name);

  it("returns at most 8, each with name, county, voivodeship, coordinates and kind", () => {
    const suggestions = suggestPlaces("a");
    expect(suggestions).toHaveLength(8);
    for (const suggestion of suggestions) {
      expect(Object.keys(suggestion).sort()).toEqual(["county", "kind", "lat", "lng", "name", "voivodeship"]);
    }
    expect(suggestPlaces("Wieliczka")[0]).toEqual({
      name: "Wieliczka",
      county: "powiat wielicki",
      voivodeship: "małopolskie",
      lat: expect.any(Number),
      lng: expect.any(Number),
      kind: "city",
    });
    expect(suggestPlaces("Kraków")[0]).toMatchObject({
      county: "powiat m. Kraków",
      voivodeship: "małopolskie",
    });
  });

  it("exact names first (most populous first), then prefixes", () => {
    const osiek = names("osiek");
    const firstPrefix = osiek.findIndex((name) => name !== "Osiek");
    expect(firstPrefix).toBeGreaterThan(1);
    expect(osiek.slice(firstPrefix).every((name) => name !== "Osiek")).toBe(true);
    expect(names("kra")[0]).toBe("Kraków");
    expect(names("lod")[0]).toBe("Łódź");
    // Józefów near Otwock is the most populous of them.
    expect(suggestPlaces("Józefów")[0]).toMatchObject({ name: "Józefów", county: "powiat otwocki" });
  });

  it("finds districts by their own name and by prefix", () => {
    expect(suggestPlaces("moko")).toContainEqual(
      expect.objectContaining({ name: "Warszawa Mokotów", kind: "district", voivodeship: "mazowieckie" }),
    );
    expect(names("nowa h")[0]).toBe("Kraków Nowa Huta");
    expect(names("Nowa Huta")[0]).toBe("Kraków Nowa Huta");
    expect(names("Mokotów, Warszawa")[0]).toBe("Warszawa Mokotów");
  });

  it("a city comes before its districts and its districts after other towns with the prefix", () => {
    const wro = names("wroc");
    expect(wro[0]).toBe("Wrocław");
    const firstDistrict = wro.findIndex((name) => name.startsWith("Wrocław "));
    const lastTown = wro.findLastIndex((name) => !name.startsWith("Wrocław"));
    expect(firstDistrict === -1 || firstDistrict > lastTown).toBe(true);
  });

  it("suggests close misspellings", () => {
    expect(names("Warszwa")[0]).toBe("Warszawa");
    expect(names("Krakw")[0]).toBe("Kraków");
    expect(names("gdnsk")[0]).toBe("Gdańsk");
    expect(names("Bydgosz")[0]).toBe("Bydgoszcz");
    expect(names("ul. Dluga 5 Gdnsk")[0]).toBe("Gdańsk");
  });

  it("a postal code, whole or begun, suggests its district's town", () => {
    expect(names("31-0")).toEqual(["Kraków"]);
    expect(names("31019")).toEqual(["Kraków"]);
    expect(names("31-019 Kraków")[0]).toBe("Kraków");
    expect(names("02")).toEqual(["Warszawa Mokotów"]);
    expect(names("79-000")).toEqual([]);
  });

  it("nonsense → nothing; the limit is honoured", () => {
    expect(suggestPlaces("zzzzzz")).toEqual([]);
    expect(suggestPlaces("qwertyuiop")).toEqual([]);
    expect(suggestPlaces("a", 3)).toHaveLength(3);
  });
});

describe("withinEdits (optimal string alignment distance)", () => {
  it("counts insertions, deletions, substitutions and adjacent transpositions, up to a bound", () => {
    expect(withinEdits("warszawa", "warszawa", 2)).toBe(0);
    expect(withinEdits("warszwa", "warszawa", 2)).toBe(1);
    expect(withinEdits("wraszawa", "warszawa", 2)).toBe(1);
    expect(withinEdits("krakw", "krakow", 1)).toBe(1);
    expect(withinEdits("lodz", "gdansk", 2)).toBe(3);
    expect(withinEdits("krako", "krakowiec", 1, 5)).toBe(0);
    expect(withinEdits("", "abc", 3)).toBe(3);
  });
});

const VOIVODESHIPS =
  "dolnośląskie kujawsko-pomorskie lubelskie lubuskie łódzkie małopolskie mazowieckie opolskie podkarpackie " +
  "podlaskie pomorskie śląskie świętokrzyskie warmińsko-mazurskie wielkopolskie zachodniopomorskie";

describe("place data: regions and districts", () => {
  const index = getPlaceIndex();

  it("every place has one of the 16 voivodeships and a powiat", () => {
    const voivodeships = new Set(index.all.map((place) => place.voivodeship));
    expect(voivodeships.size).toBe(16);
    expect([...voivodeships].sort()).toEqual(VOIVODESHIPS.split(" ").sort());
    for (const place of index.all) expect(place.county, place.name).toMatch(/^powiat /);
    // 380 powiats; a name may recur in another voivodeship (powiat brzeski, bielski, …).
    expect(new Set(index.towns.map((place) => `${place.county}, ${place.voivodeship}`)).size).toBe(380);
  });

  it("Warszawa has its 18 dzielnic, Kraków 18, Łódź 5, Wrocław its 5 former ones", () => {
    const districtsOf = (city: string) =>
      index.all.filter((place) => place.kind === "district" && place.city === city);
    expect(districtsOf("Warszawa").length).toBeGreaterThanOrEqual(18);
    expect(districtsOf("Kraków")).toHaveLength(19); // the 18 and Sidzina (GeoNames)
    expect(districtsOf("Łódź")).toHaveLength(5);
    for (const name of ["Stare Miasto", "Śródmieście", "Krzyki", "Fabryczna", "Psie Pole"]) {
      expect(resolved(`Wrocław ${name}`).kind).toBe("district");
    }
  });

  it("curated districts: a known city, within 15 km of it, no name twice", () => {
    const keys = new Set<string>();
    for (const district of CURATED_DISTRICTS) {
      const city = resolved(district.city);
      expect(city.kind, district.city).toBe("city");
      expect(distanceKm(city, district), `${district.city} ${district.name}`).toBeLessThan(15);
      const key = normalizePlaceName(`${district.city} ${district.name}`);
      expect(keys.has(key), key).toBe(false);
      keys.add(key);
    }
    const fromGeoNames = index.all.filter(
      (place) =>
        place.kind === "district" && !CURATED_DISTRICTS.some((d) => `${d.city} ${d.name}` === place.name),
    );
    for (const place of fromGeoNames) expect(keys.has(place.keys[0] ?? "")).toBe(false);
  });

  it("every postal prefix stands for a town of the gazetteer", () => {
    for (const [prefix, district] of Object.entries(POSTAL_PREFIXES)) {
      const town = townOfPostalPrefix(prefix);
      expect(town, prefix).toBeDefined();
      expect(town && distanceKm(town, district)).toBe(0);
    }
  });
});
