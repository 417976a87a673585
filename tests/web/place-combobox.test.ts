import { describe, expect, it } from "vitest";
import {
  CLOSED,
  type ComboboxEvent,
  type ComboboxState,
  comboboxReducer,
  placeKey,
  placeRegion,
  suggestionCountText,
} from "../../web/src/components/place-combobox-state";
import { polishPlural } from "../../worker/domain/plural";

/** The state after `events`, starting closed. */
function stateAfter(...events: ComboboxEvent[]): ComboboxState {
  return events.reduce(comboboxReducer, CLOSED);
}

const down = (count: number): ComboboxEvent => ({ type: "next", count });
const up = (count: number): ComboboxEvent => ({ type: "previous", count });

describe("place combobox keyboard state", () => {
  it("typing opens the list with nothing highlighted, so Enter still submits the form", () => {
    expect(stateAfter({ type: "input" })).toEqual({ open: true, active: -1 });
    expect(stateAfter({ type: "input" }, down(3), { type: "input" })).toEqual({ open: true, active: -1 });
  });

  it("ArrowDown moves to the next option and wraps from the last to the first", () => {
    const typed: ComboboxEvent = { type: "input" };
    expect(stateAfter(typed, down(3))).toEqual({ open: true, active: 0 });
    expect(stateAfter(typed, down(3), down(3), down(3))).toEqual({ open: true, active: 2 });
    expect(stateAfter(typed, down(3), down(3), down(3), down(3))).toEqual({ open: true, active: 0 });
  });

  it("ArrowUp moves to the previous option and wraps from the first (or none) to the last", () => {
    const typed: ComboboxEvent = { type: "input" };
    expect(stateAfter(typed, up(3))).toEqual({ open: true, active: 2 });
    expect(stateAfter(typed, up(3), up(3))).toEqual({ open: true, active: 1 });
    expect(stateAfter(typed, down(3), up(3))).toEqual({ open: true, active: 2 });
  });

  it("an arrow on a closed list opens it on the first (Down) or last (Up) option", () => {
    expect(stateAfter(down(5))).toEqual({ open: true, active: 0 });
    expect(stateAfter(up(5))).toEqual({ open: true, active: 4 });
    // A list closed with Escape forgets its highlight.
    expect(stateAfter({ type: "input" }, down(5), down(5), { type: "close" }, down(5))).toEqual({
      open: true,
      active: 0,
    });
  });

  it("with no options an arrow only opens the list", () => {
    expect(stateAfter(down(0))).toEqual({ open: true, active: -1 });
    expect(stateAfter(up(0))).toEqual({ open: true, active: -1 });
  });

  it("Escape, Tab, blur and a pick close the list and drop the highlight; closing twice changes nothing", () => {
    const closed = stateAfter({ type: "input" }, down(3), { type: "close" });
    expect(closed).toEqual(CLOSED);
    expect(comboboxReducer(closed, { type: "close" })).toBe(closed);
  });

  it("new options drop the highlight, which would point at another place, but keep the list open", () => {
    expect(stateAfter({ type: "input" }, down(3), down(3), { type: "results", keep: -1 })).toEqual({
      open: true,
      active: -1,
    });
    const open = stateAfter({ type: "input" });
    expect(comboboxReducer(open, { type: "results", keep: -1 })).toBe(open);
  });

  it("new options that still hold the highlighted place keep it highlighted, at its new index", () => {
    expect(stateAfter({ type: "input" }, down(3), down(3), { type: "results", keep: 0 })).toEqual({
      open: true,
      active: 0,
    });
    const highlighted = stateAfter({ type: "input" }, down(3));
    expect(comboboxReducer(highlighted, { type: "results", keep: 0 })).toBe(highlighted);
  });
});

describe("the same place in two answers", () => {
  it("is told by its name and coordinates, so two villages of one name stay apart", () => {
    const suwalki = { name: "Suwałki", lat: 54.1, lng: 22.93 };
    expect(placeKey({ ...suwalki })).toBe(placeKey(suwalki));
    expect(placeKey({ ...suwalki, lat: 50.2 })).not.toBe(placeKey(suwalki));
    expect(placeKey({ ...suwalki, name: "Suwałki-Osiedle" })).not.toBe(placeKey(suwalki));
  });
});

describe("Polish plural of the suggestion count", () => {
  it.each([
    [1, "1 podpowiedź"],
    [2, "2 podpowiedzi"],
    [4, "4 podpowiedzi"],
    [5, "5 podpowiedzi"],
    [8, "8 podpowiedzi"],
    [12, "12 podpowiedzi"],
    [14, "14 podpowiedzi"],
    [22, "22 podpowiedzi"],
  ])("%i → %s", (count, text) => {
    expect(suggestionCountText(count)).toBe(text);
  });

  it("says so when there are none", () => {
    expect(suggestionCountText(0)).toBe("Brak podpowiedzi");
  });

  it("picks one / few / many like Polish does (2–4 but not 12–14)", () => {
    const forms = (count: number) => polishPlural(count, "sprawa", "sprawy", "spraw");
    expect([1, 2, 3, 4, 5, 11, 12, 13, 14, 21, 22, 24, 25, 101, 102, 112, 0].map(forms)).toEqual([
      "sprawa",
      "sprawy",
      "sprawy",
      "sprawy",
      "spraw",
      "spraw",
      "spraw",
      "spraw",
      "spraw",
      "spraw",
      "sprawy",
      "sprawy",
      "spraw",
      "spraw",
      "sprawy",
      "spraw",
      "spraw",
    ]);
  });
});

describe("the muted line under a suggested place", () => {
  it("a town: its powiat and voivodeship", () => {
    expect(placeRegion({ kind: "city", county: "powiat siedlecki", voivodeship: "mazowieckie" })).toBe(
      "powiat siedlecki, województwo mazowieckie",
    );
    expect(placeRegion({ kind: "city", county: "powiat m. Kraków", voivodeship: "małopolskie" })).toBe(
      "powiat m. Kraków, województwo małopolskie",
    );
  });

  it("a district, or a town without a known powiat: the voivodeship only", () => {
    expect(
      placeRegion({ kind: "district", county: "powiat m.st. Warszawa", voivodeship: "mazowieckie" }),
    ).toBe("województwo mazowieckie");
    expect(placeRegion({ kind: "city", county: null, voivodeship: "pomorskie" })).toBe(
      "województwo pomorskie",
    );
  });

  it("adds the word powiat to a bare powiat name", () => {
    expect(placeRegion({ kind: "city", county: "kłodzki", voivodeship: "dolnośląskie" })).toBe(
      "powiat kłodzki, województwo dolnośląskie",
    );
  });
});
