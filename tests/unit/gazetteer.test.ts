import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { POSTAL_PREFIXES } from "../../worker/data/pl-postal-prefixes";
import {
  normalizePlaceName,
  type ResolvedPlace,
  resolvePlace,
  searchPlaceNames,
} from "../../worker/domain/gazetteer";
import { distanceKm, type LatLng } from "../../worker/domain/geo";

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
