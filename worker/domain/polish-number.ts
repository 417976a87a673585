/**
 * Numbers as Polish writes them ("3,5", "12 345", "1234"), without Intl. A page's first Intl number format
 * loads ICU's locale data: 15–50 ms in a new browser tab, before the home page's first cards can show
 * (issue 11). The rules are few and fixed: a decimal comma, no-break spaces (U+00A0) between groups of
 * three from 10 000 up (Polish groups only numbers of five digits or more), and rounding half away from
 * zero on the number's shortest decimal form — what Intl.NumberFormat("pl-PL") does, which a test checks
 * for many values.
 */

/** Between groups of digits, and between a number and its unit ("250 zł"). */
export const NO_BREAK_SPACE = "\u00a0";

export interface DecimalDigits {
  /** Decimals always written (zeros added); 0 by default. */
  minFractionDigits?: number;
  /** Decimals at most (rounded); 3 by default, as Intl. */
  maxFractionDigits?: number;
}

/** The digits of a finite, non-negative number as its shortest decimal form has them, without exponent. */
function plainDigits(magnitude: number): { whole: string; fraction: string } {
  const [mantissa = "0", exponentText] = String(magnitude).split("e");
  const [whole = "0", fraction = ""] = mantissa.split(".");
  if (exponentText === undefined) return { whole, fraction };
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  if (point <= 0) return { whole: "0", fraction: "0".repeat(-point) + digits };
  if (point >= digits.length) return { whole: digits + "0".repeat(point - digits.length), fraction: "" };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** "199" + 1 → "200": a string of decimal digits, plus one. */
function incremented(digits: string): string {
  let carry = true;
  let result = "";
  for (let index = digits.length - 1; index >= 0; index--) {
    const digit: number = Number(digits[index]) + (carry ? 1 : 0);
    carry = digit === 10;
    result = String(carry ? 0 : digit) + result;
  }
  return carry ? `1${result}` : result;
}

/** The number rounded half away from zero to `decimals`, as whole and fraction digits. */
function roundedDigits(magnitude: number, decimals: number): { whole: string; fraction: string } {
  const { whole, fraction } = plainDigits(magnitude);
  if (fraction.length <= decimals) return { whole, fraction };
  const kept = whole + fraction.slice(0, decimals);
  const roundedUp = (fraction[decimals] ?? "0") >= "5";
  const digits = roundedUp ? incremented(kept) : kept;
  const wholeLength = digits.length - decimals;
  return { whole: digits.slice(0, wholeLength), fraction: digits.slice(wholeLength) };
}

/** "12345" → "12 345"; four digits or fewer stay together. */
function grouped(whole: string): string {
  if (whole.length < 5) return whole;
  const head = whole.length % 3 || 3;
  const groups = [whole.slice(0, head)];
  for (let index = head; index < whole.length; index += 3) groups.push(whole.slice(index, index + 3));
  return groups.join(NO_BREAK_SPACE);
}

/** 3.456 → "3,456", 12345.6 → "12 345,6", with { maxFractionDigits: 1 } 3.45 → "3,5". */
export function formatPolishNumber(value: number, digits: DecimalDigits = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const minFraction = digits.minFractionDigits ?? 0;
  const maxFraction = Math.max(digits.maxFractionDigits ?? 3, minFraction);
  const rounded = roundedDigits(Math.abs(value), maxFraction);
  let fraction = rounded.fraction.replace(/0+$/, "");
  if (fraction.length < minFraction) fraction = fraction.padEnd(minFraction, "0");
  // Intl keeps the sign of a negative number that rounds to zero ("-0").
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${grouped(rounded.whole)}${fraction ? `,${fraction}` : ""}`;
}

/** Whether the number rounds to a whole one at two decimals (250.001 does, 250.5 does not). */
export function isWholeAtGrosze(value: number): boolean {
  return /^0*$/.test(roundedDigits(Math.abs(value), 2).fraction);
}
