import { describe, expect, it } from "vitest";
import { formatGrosze, formatPln } from "../../worker/domain/money";

/** Intl's spaces in amounts are no-break spaces: written out here so the tests say so. */
const nbsp = (text: string) => text.replaceAll(" ", "\u00a0");

describe("amounts in złoty", () => {
  it("writes whole amounts without grosze and others with two digits", () => {
    expect(formatPln(250)).toBe(nbsp("250 zł"));
    expect(formatPln(0)).toBe(nbsp("0 zł"));
    expect(formatPln(250.5)).toBe(nbsp("250,50 zł"));
    expect(formatPln(0.05)).toBe(nbsp("0,05 zł"));
    expect(formatPln(1500.25)).toBe(nbsp("1500,25 zł"));
  });

  it("groups thousands from 10 000 up, as Polish does", () => {
    expect(formatPln(9999.99)).toBe(nbsp("9999,99 zł"));
    expect(formatPln(10_000)).toBe(nbsp("10 000 zł"));
    expect(formatPln(1_234_567.89)).toBe(nbsp("1 234 567,89 zł"));
  });

  it("formats grosze, the server's unit, the same way", () => {
    expect(formatGrosze(25_000)).toBe(nbsp("250 zł"));
    expect(formatGrosze(25_050)).toBe(nbsp("250,50 zł"));
    expect(formatGrosze(1)).toBe(nbsp("0,01 zł"));
    expect(formatGrosze(1_234_550)).toBe(nbsp("12 345,50 zł"));
  });
});
