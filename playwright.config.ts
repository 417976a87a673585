import { defineConfig } from "@playwright/test";
import { findChromium, TEST_BROWSER_ARGS } from "./scripts/chromium.mjs";

/** E2E_PORT lets a second checkout (a git worktree) run its own suite beside this one. */
const PORT = Number(process.env.E2E_PORT ?? 8788);
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  timeout: 45_000,
  expect: { timeout: 7_000 },
  // Two cores, three browsers: with two, a fifth of the CPU sat idle while tests waited on the server,
  // on timers and on polling.
  workers: 3,
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
      // Runs first, alone, on the freshly seeded data: the home page before any booking was confirmed (issue
      // 37). It leaves a booking confirmed in Łódź, so every later home page has a true popup to show.
      name: "fresh-data",
      testMatch: /social-proof\.spec\.ts$/,
    },
    { name: "e2e", testIgnore: /social-proof\.spec\.ts$/, dependencies: ["fresh-data"] },
  ],
  webServer: {
    // A separate, freshly seeded local state, so tests never touch the data of `npm start`.
    // `npm test` builds the app just before (E2E_PREBUILT): the server then serves that build as it is.
    // Its tests register and sign in hundreds of users: 1,000 PBKDF2 rounds per new password, not 100,000
    // (decision 0032).
    command: `node scripts/start.mjs --port ${PORT} --persist-to .wrangler/e2e --fresh --password-hash-iterations 1000${process.env.E2E_PREBUILT === "1" ? " --skip-build" : ""}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
