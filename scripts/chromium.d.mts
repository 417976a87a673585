export const TEST_BROWSER_ARGS: string[];
export function findChromium(options?: { fullBrowser?: boolean }): string | undefined;
export function ensureChromium(): string;
