import { vi } from "vitest";

/** The browser's localStorage and sessionStorage (node has neither), stubbed before the web's modules load. */
export function stubBrowserStorage(): void {
  for (const name of ["localStorage", "sessionStorage"]) {
    const items = new Map<string, string>();
    vi.stubGlobal(name, {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
      clear: () => items.clear(),
    });
  }
}
