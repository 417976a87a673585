import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The longest files, in that order (each starts wrangler, Bun or Deno more than once: ~10–14 s and ~6 s). */
const LONGEST = ["/tests/platform/fresh-migrations.test.ts", "/tests/platform/restart.test.ts"];

/**
 * The longest files first: on a fresh clone Vitest has no durations to order by and runs large files
 * first, which left fresh-migrations to start last, alone, at the end of the step.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST.findIndex((ending) => file.moduleId.endsWith(ending));
      return index === -1 ? LONGEST.length : index;
    };
    // Array.prototype.sort is stable: the others keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
    // Most of these 75 files run in milliseconds; starting each in a fresh process (forks) and module graph
    // cost more than the tests: threads sharing one graph per worker took the step from ~52 s to ~36 s.
    // The files clean up what they stub (vi.unstubAllGlobals, useRealTimers); passing in shuffled orders.
    pool: "threads",
    isolate: false,
    sequence: { sequencer: LongestFirst },
  },
});
