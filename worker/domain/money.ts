/**
 * Amounts as the app writes them, in e-mails and on the web: Polish złoty, whole amounts without grosze
 * ("250 zł"), others with two digits ("250,50 zł"), thousands apart from 10 000 up as Polish writes them
 * ("12 345,67 zł"). Intl puts no-break spaces (U+00A0) between the groups and before "zł" (Node, workerd
 * and browsers alike). An engine without `trailingZeroDisplay` ignores it and writes "250,00 zł".
 */
const plnFormat = new Intl.NumberFormat("pl-PL", {
  style: "currency",
  currency: "PLN",
  minimumFractionDigits: 2,
  trailingZeroDisplay: "stripIfInteger",
});

/** 250.5 → "250,50 zł", 250 → "250 zł": an amount in złoty, as the API answers it. */
export function formatPln(zloty: number): string {
  return plnFormat.format(zloty);
}

/** 25050 → "250,50 zł": an amount in grosze, as the server keeps money. */
export function formatGrosze(grosze: number): string {
  return formatPln(grosze / 100);
}
