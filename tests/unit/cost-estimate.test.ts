import { describe, expect, it } from "vitest";
import { estimateCost, estimateText } from "../../worker/domain/booking-kind";
import type { PriceGuide } from "../../worker/domain/price-guide";

/** Amounts keep their groups and "zł" together with no-break spaces: "_" stands for one here. */
const nbsp = (text: string) => text.replaceAll("_", "\u00a0");

const guide = (price_from: number | null, price_to: number | null, minimum_order: number | null = null) =>
  ({ price_from, price_to, minimum_order }) satisfies PriceGuide;

describe("a hired truck's estimate", () => {
  it("is guests × the price range per portion", () => {
    expect(estimateCost({ guide: guide(25, 35), guests: 120 })).toEqual({ from: 3000, to: 4200 });
  });

  it("never goes below the minimum order, at either end", () => {
    // Both ends under the floor: one amount.
    expect(estimateCost({ guide: guide(20, 30, 5000), guests: 100 })).toEqual({ from: 5000, to: 5000 });
    // Only the lower end under it.
    expect(estimateCost({ guide: guide(20, 30, 2500), guests: 100 })).toEqual({ from: 2500, to: 3000 });
    // Neither: the floor changes nothing.
    expect(estimateCost({ guide: guide(20, 30, 1000), guests: 100 })).toEqual({ from: 2000, to: 3000 });
  });

  it("takes one price as both ends when the truck gives only one", () => {
    expect(estimateCost({ guide: guide(25, null), guests: 10 })).toEqual({ from: 250, to: 250 });
    expect(estimateCost({ guide: guide(null, 40), guests: 10 })).toEqual({ from: 400, to: 400 });
    expect(estimateCost({ guide: guide(null, 40, 1000), guests: 10 })).toEqual({ from: 1000, to: 1000 });
  });

  it("is none without a portion price, even with a minimum order", () => {
    expect(estimateCost({ guide: guide(null, null), guests: 100 })).toBeNull();
    expect(estimateCost({ guide: guide(null, null, 2000), guests: 100 })).toBeNull();
  });

  it("is none without a positive number of guests", () => {
    for (const guests of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(estimateCost({ guide: guide(25, 35), guests }), String(guests)).toBeNull();
    }
  });

  it("is rounded to tens of złoty, as an amount said „ok.”", () => {
    expect(estimateCost({ guide: guide(12.4, 12.5), guests: 10 })).toEqual({ from: 120, to: 130 });
    expect(estimateCost({ guide: guide(24.99, 24.99), guests: 3 })).toEqual({ from: 70, to: 70 });
  });
});

describe("the estimate in words", () => {
  it("names the range with one „zł” at its end", () => {
    expect(estimateText({ from: 3000, to: 4200 })).toBe(nbsp("Szacunkowy koszt: ok. 3000–4200_zł"));
    expect(estimateText({ from: 10_000, to: 12_500 })).toBe(nbsp("Szacunkowy koszt: ok. 10_000–12_500_zł"));
  });

  it("names one amount when both ends meet", () => {
    expect(estimateText({ from: 5000, to: 5000 })).toBe(nbsp("Szacunkowy koszt: ok. 5000_zł"));
  });
});
