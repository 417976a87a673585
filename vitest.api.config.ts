import { defineConfig } from "vitest/config";

/**
 * The black-box API suite (tests/api): plain HTTP and WebSockets against a running server at
 * API_BASE_URL, whichever runtime serves it. scripts/api-suite.mjs starts each runtime and runs this.
 */
export default defineConfig({
  test: {
    include: ["tests/api/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
