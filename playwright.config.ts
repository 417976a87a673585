import { defineConfig } from "@playwright/test";
import { findChromium, TEST_BROWSER_ARGS } from "./scripts/chromium.mjs";
import { E2E_PORT, e2eServerArgs } from "./scripts/e2e-server.mjs";

const baseURL = `http://localhost:${E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  timeout: 45_000,
  expect: { timeout: 7_000 },
  // Two cores, three browsers: with two, a fifth of the CPU sat idle while tests waited on the server,
  // on timers and on polling.
  workers: 3,
  // Tests, not files, are handed to the workers: with whole files, the last long file kept one worker busy
  // half a minute after the other two had finished.
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-report.json" }]],
  use: {
    baseURL,
    locale: "pl-PL",
    timezoneId: "Europe/Warsaw",
    screenshot: "only-on-failure",
    trace: "on-first-retry",
    // The app's service worker (decision 0029) would fetch past `page.route` and precache the whole build in
    // every signed-in test; the specs of push and offline use allow it again.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: findChromium(),
      args: TEST_BROWSER_ARGS,
    },
  },
  projects: [
    {
      // Runs first, alone, on the freshly seeded data: the home page before any booking was confirmed shows
      // no popup (issue 37). One short test; the rest may confirm bookings from then on.
      name: "fresh-data",
      grep: /@fresh-data/,
    },
    { name: "e2e", grepInvert: /@fresh-data/, dependencies: ["fresh-data"] },
  ],
  webServer: {
    // scripts/e2e-server.mjs says which server and why. `npm test` builds the app just before
    // (E2E_PREBUILT): the server then serves that build as it is.
    command: `node ${e2eServerArgs({ skipBuild: process.env.E2E_PREBUILT === "1" }).join(" ")}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
