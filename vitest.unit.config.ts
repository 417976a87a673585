import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@shared": resolve(dirname(fileURLToPath(import.meta.url)), "worker") } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/web/**/*.test.ts"],
    environment: "node",
  },
});
