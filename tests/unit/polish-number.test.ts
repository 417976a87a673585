import { describe, expect, it } from "vitest";
import { formatPln } from "../../worker/domain/money";
import { formatPolishNumber } from "../../worker/domain/polish-number";
import { seededRandom } from "../shared/seeded-random";

/** Values a formatter meets: whole numbers, prices, distances, ratings, halves at every rounding edge. */
function sampleValues(): number[] {
  const next = seededRandom(20261126);
  const values = [0, -0, 1, -1, 0.5, 0.05, 0.005, 1.005, 2.675, 9.995, 99.995, 999.995, 9999.995, 99_999.995];
  values.push(0.0000001, 1.5e-7, 123_456_789.125, 1e21, 4.45, 4.55, -0.04, -0.004, 249.999, 250.001);
  for (let whole = 0; whole <= 120_000; whole += 997) values.push(whole);
  for (let count = 0; count < 3000; count++) {
    const magnitude = 10 ** Math.floor(next() * 8);
    const decimals = Math.floor(next() * 5);
    const value = Math.round(next() * magnitude * 10 ** decimals) / 10 ** decimals;
    values.push(next() < 0.1 ? -value : value);
  }
  return values;
}

const DIGITS = [
  { maximumFractionDigits: 3 },
  { maximumFractionDigits: 1 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { maximumFractionDigits: 0 },
];

describe("Polish numbers without Intl", () => {
  it("match Intl.NumberFormat pl-PL for every sample, at every precision the app uses", () => {
    for (const options of DIGITS) {
      const intl = new Intl.NumberFormat("pl-PL", options);
      for (const value of sampleValues()) {
        const ours = formatPolishNumber(value, {
          ...(options.minimumFractionDigits === undefined
            ? {}
            : { minFractionDigits: options.minimumFractionDigits }),
          maxFractionDigits: options.maximumFractionDigits,
        });
        expect(ours, `${value} ${JSON.stringify(options)}`).toBe(intl.format(value));
      }
    }
  });

  it("amounts in złoty match Intl's PLN currency format with whole amounts stripped of grosze", () => {
    const intl = new Intl.NumberFormat("pl-PL", {
      style: "currency",
      currency: "PLN",
      minimumFractionDigits: 2,
      trailingZeroDisplay: "stripIfInteger",
    });
    for (const value of sampleValues()) expect(formatPln(value), String(value)).toBe(intl.format(value));
  });

  it("writes what a reader expects", () => {
    expect(formatPolishNumber(3.45, { maxFractionDigits: 1 })).toBe("3,5");
    expect(formatPolishNumber(4, { minFractionDigits: 1, maxFractionDigits: 1 })).toBe("4,0");
    expect(formatPolishNumber(1234)).toBe("1234");
    expect(formatPolishNumber(12_345.678)).toBe("12\u00a0345,678");
  });
});
