import { describe, expect, it } from "vitest";
import { statedReach } from "../../web/src/features/event-fields/estimate-reach";
import { estimateLine } from "../../web/src/features/event-fields/settlement";
import { estimateText } from "../../worker/domain/booking-kind";

describe("the truck page's estimate for more guests than the truck serves", () => {
  it("says how many of them the truck's own stated throughput serves in the usual four hours", () => {
    const reach = statedReach({ portions_per_hour: 120 }, "100000");
    expect(reach).toEqual({ guests: 100_000, served: 480, hours: "przez 4 godziny", stated: true });
    expect(estimateText({ from: 2_500_000, to: 3_500_000 }, reach)).toBe(
      "Szacunkowy koszt: ok. 2\u00a0500\u00a0000–3\u00a0500\u00a0000\u00a0zł za porcje dla wszystkich 100\u00a0000 gości. Ten food truck wyda przez 4 godziny ok. 480 porcji – na tylu gości trzeba więcej food trucków.",
    );
  });

  it("says nothing more when the truck serves them all, states no throughput, or no guests are typed", () => {
    expect(statedReach({ portions_per_hour: 120 }, "480")).toBeUndefined();
    expect(statedReach({ portions_per_hour: null }, "100000")).toBeUndefined();
    expect(statedReach({ portions_per_hour: 120 }, "")).toBeUndefined();
    expect(statedReach({ portions_per_hour: 120 }, "abc")).toBeUndefined();
  });
});

describe("the estimate's guests", () => {
  it("are a whole number up to 100,000, as every guest field takes: above it no estimate", () => {
    const guide = { price_from: 25, price_to: 35, minimum_order: null };
    expect(estimateLine(guide, "100000")).toMatch(/^Szacunkowy koszt: ok\. 2\u00a0500\u00a0000–/);
    expect(estimateLine(guide, "100001")).toBeNull();
    expect(estimateLine(guide, "150000")).toBeNull();
    expect(estimateLine(guide, "12.5")).toBeNull();
  });
});
