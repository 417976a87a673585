import { formatPolishNumber, isWholeAtGrosze, NO_BREAK_SPACE } from "./polish-number";

/**
 * Amounts as the app writes them, in e-mails and on the web: Polish złoty, whole amounts without grosze
 * ("250 zł"), others with two digits ("250,50 zł"), thousands apart from 10 000 up as Polish writes them
 * ("12 345,67 zł"), with no-break spaces (U+00A0) between the groups and before "zł": what
 * Intl.NumberFormat("pl-PL", PLN, trailingZeroDisplay "stripIfInteger") writes, without loading Intl
 * (polish-number.ts). 250.5 → "250,50 zł", 250 → "250 zł": an amount in złoty, as the API answers it.
 */
export function formatPln(zloty: number): string {
  const amount = isWholeAtGrosze(zloty)
    ? formatPolishNumber(zloty, { maxFractionDigits: 0 })
    : formatPolishNumber(zloty, { minFractionDigits: 2, maxFractionDigits: 2 });
  return `${amount}${NO_BREAK_SPACE}zł`;
}

/** 25050 → "250,50 zł": an amount in grosze, as the server keeps money. */
export function formatGrosze(grosze: number): string {
  return formatPln(grosze / 100);
}
