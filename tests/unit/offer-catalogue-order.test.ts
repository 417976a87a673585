import { describe, expect, it } from "vitest";
import { byLabel, DIETARY, DISHES, DRINKS } from "../../worker/domain/offer-catalogue";

describe("the catalogue in alphabetical order (the search form's options)", () => {
  it("is the order a Polish collator gives", () => {
    const catalogues: Record<string, string>[] = [DISHES, DRINKS, DIETARY];
    for (const catalogue of catalogues) {
      const collated = Object.entries(catalogue).sort(([, a], [, b]) => a.localeCompare(b, "pl"));
      expect(byLabel(catalogue)).toEqual(collated);
    }
  });

  it("puts a Polish letter where the alphabet does, for these labels", () => {
    expect(
      byLabel(DISHES)
        .map(([, label]) => label)
        .slice(-3),
    ).toEqual(["Słodkie wypieki", "Zapiekanki", "Ziemniak spiralny"]);
    expect(byLabel(DRINKS)[0]).toEqual(["strong_alcohol", "Alkohole mocne"]);
  });
});
