import { describe, expect, it } from "vitest";
import { placeNotFoundOf } from "../../web/src/features/search/place-not-found";

/** Headers as GET /api/profiles sends them for an unknown place (worker/routes/profiles.ts). */
function unknownPlace(suggestions: string | null): Headers {
  const headers = new Headers({ "X-Total-Count": "0", "X-Place-Not-Found": "true" });
  if (suggestions !== null) headers.set("X-Place-Suggestions", suggestions);
  return headers;
}

const encoded = (names: unknown) => encodeURIComponent(JSON.stringify(names));

describe("the unknown-place headers of the home search", () => {
  it("a known place (no header) is not reported", () => {
    expect(placeNotFoundOf(new Headers({ "X-Total-Count": "3" }))).toBeNull();
    expect(placeNotFoundOf(new Headers({ "X-Place-Not-Found": "false" }))).toBeNull();
  });

  it("reads the suggested names, Polish letters included, best first", () => {
    expect(placeNotFoundOf(unknownPlace(encoded(["Warszawa", "Łódź", "Kraków Nowa Huta"])))).toEqual({
      suggestions: ["Warszawa", "Łódź", "Kraków Nowa Huta"],
    });
  });

  it("an unknown place without suggestions", () => {
    expect(placeNotFoundOf(unknownPlace(encoded([])))).toEqual({ suggestions: [] });
    expect(placeNotFoundOf(unknownPlace(null))).toEqual({ suggestions: [] });
  });

  it("a damaged or unexpected suggestions header still reports the unknown place, without names", () => {
    for (const header of [
      "%E0%A4%A",
      "not json",
      encoded({ name: "Warszawa" }),
      encoded([1, 2]),
      encoded("x"),
    ]) {
      expect(placeNotFoundOf(unknownPlace(header))).toEqual({ suggestions: [] });
    }
  });

  it("keeps at most five distinct, non-empty names", () => {
    const names = ["A", "B", "B", " ", "C", "D", "E", "F", "G"];
    expect(placeNotFoundOf(unknownPlace(encoded(names)))).toEqual({ suggestions: ["A", "B", "C", "D", "E"] });
  });
});
