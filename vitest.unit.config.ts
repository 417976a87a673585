import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@shared": resolve(dirname(fileURLToPath(import.meta.url)), "worker"),
      // The web runs React code on Preact (decision 0013, web/vite.config.ts): a test that imports a
      // component or hook gets the same runtime as the build, never the react package.
      "react/jsx-runtime": "preact/jsx-runtime",
      "react-dom": "preact/compat",
      react: "preact/compat",
    },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/web/**/*.test.ts", "tests/platform/**/*.test.ts"],
    environment: "node",
    // Vitest's default is one fewer than the cores, so one file at a time on two. Several files here mostly
    // wait on processes they start (wrangler, Bun, Deno: tests/platform), and the rest are short: two at once.
    maxWorkers: 2,
  },
});
