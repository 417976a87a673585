import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { generateVapidKeys } from "./scripts/vapid-keys.mjs";
import { HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS } from "./scripts/worker-test-limits.mjs";

/** A fixed, test-only signing secret (64 hex characters); never used outside the test runtime. */
const TEST_JWT_SECRET = "5f0c2e9b7a4d1c8e6b3a9f2d7c4e1b8a5f2c9e6b3d0a7f4c1e8b5a2d9f6c3e0b";

const migrations = await readD1Migrations("./migrations");

/** A fresh Web Push key pair per run, made as `npm start` makes the local one. */
const vapid = generateVapidKeys();

/**
 * Requests the worker sends past every test's own stand-ins (the queue consumers delivering a push queued
 * by a test, which do not see the test's fetch spy) reach this instead of the network: a Web Push request
 * (VAPID-signed; the guarded fetcher lets them out only to the browsers' push services) is taken here
 * with a 201, so no test reaches a real push service. A push host that does not resolve, or a refused
 * connection, made the runtime log an uncaught internal error, after which full runs hung between files.
 * The calendar tests' hosts get a 404. Other addresses go out as they are.
 */
async function outbound(request: Request): Promise<Response> {
  if (request.headers.get("Authorization")?.startsWith("vapid ")) return new Response(null, { status: 201 });
  // The calendar import tests' fake servers (tests/worker/calendar-import-fixtures.ts), for the calendar
  // queue's reads in the background.
  const { hostname } = new URL(request.url);
  if (hostname === "kalendarz.przyklad.pl" || hostname === "localhost")
    return new Response("", { status: 404 });
  return fetch(request);
}

/** Shared by both projects: one runtime per project, migrations applied once per file. */
const sharedTest = {
  setupFiles: ["./tests/setup/apply-migrations.ts", "./tests/setup/close-sockets.ts"],
  fsModuleCache: false,
  // One runtime for all files (storage is shared anyway; every test uses fresh users, e-mails and IPs).
  isolate: false,
  // scripts/worker-tests.mjs calls a run stalled only after these have passed without CPU.
  testTimeout: TEST_TIMEOUT_MS,
  hookTimeout: HOOK_TIMEOUT_MS,
};

export default defineConfig({
  test: {
    projects: [
      {
        extends: false,
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                ENVIRONMENT: "test",
                JWT_SECRET: TEST_JWT_SECRET,
                APP_URL: "http://localhost:8787",
                GOOGLE_CLIENT_ID: "test-client-id.apps.googleusercontent.com",
                GOOGLE_JWKS_URL: "https://jwks.test/certs",
                VAPID_PUBLIC_KEY: vapid.publicKey,
                VAPID_PRIVATE_KEY: vapid.privateKey,
                TEST_MIGRATIONS: migrations,
              },
              outboundService: outbound,
            },
          }),
        ],
        test: { name: "worker", include: ["tests/worker/**/*.test.ts"], ...sharedTest },
      },
      {
        // The worker exactly as `wrangler deploy` ships it: wrangler.toml's vars untouched, only the
        // secrets an operator sets with `wrangler secret put` (and no MAIL_API_KEY).
        extends: false,
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            // The VAPID keys `npm start` writes to .dev.vars (which the runtime loads) are blanked: a deploy has
            // none until an operator sets them.
            miniflare: {
              bindings: {
                JWT_SECRET: TEST_JWT_SECRET,
                TEST_MIGRATIONS: migrations,
                VAPID_PUBLIC_KEY: "",
                VAPID_PRIVATE_KEY: "",
              },
            },
          }),
        ],
        test: { name: "deploy-config", include: ["tests/deploy/**/*.test.ts"], ...sharedTest },
      },
    ],
  },
});
