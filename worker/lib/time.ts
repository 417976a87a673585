/** Current Unix time in whole seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export const HOUR = 3600;
export const DAY = 24 * HOUR;
