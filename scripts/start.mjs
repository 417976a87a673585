// `npm start`: build the SPA, apply D1 migrations, seed demo data, then serve everything with
// `wrangler dev` on http://localhost:8787 (local D1, R2, Durable Objects, Queues and Cron).
// Options: --port N, --persist-to DIR (local state folder), --fresh (wipe that state first),
// --skip-build, --password-hash-iterations N (development only), --quiet-requests (no line per request),
// --inspector-port N, --direct (no proxy in front of the app: scripts/direct-server.mjs).
// Playwright starts its own instance with scripts/e2e-server.mjs's arguments.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { tsImport } from "tsx/esm/api";
import { buildApp } from "./build.mjs";
import { ensureDevVars } from "./dev-vars.mjs";

const { values: options } = parseArgs({
  options: {
    port: { type: "string", default: "8787" },
    "persist-to": { type: "string", default: ".wrangler/state" },
    fresh: { type: "boolean", default: false },
    "skip-build": { type: "boolean", default: false },
    // Fewer PBKDF2 rounds for new passwords (development only; decision 0032): the e2e server's many users.
    "password-hash-iterations": { type: "string" },
    // wrangler dev's node process formats a line for every request: ~1 ms of CPU each, thousands of times
    // in an e2e run. Warnings and errors are still shown.
    "quiet-requests": { type: "boolean", default: false },
    // wrangler dev picks a free debugger port at start; two servers starting at once could pick the same one,
    // and one failed to bind it. npm test's API server gives its own.
    "inspector-port": { type: "string" },
    // The e2e server: the app on its runtime's own address, behind a small HTTP forwarder on --port, not
    // behind wrangler dev's proxy worker (scripts/direct-server.mjs, decision 0034). No debugger port.
    direct: { type: "boolean", default: false },
  },
});

process.env.WRANGLER_SEND_METRICS = "false";
if (options["quiet-requests"]) process.env.WRANGLER_LOG = "warn";

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(" ")} failed`);
    process.exit(result.status ?? 1);
  }
}

ensureDevVars();
const persistTo = options["persist-to"];
const persist = ["--persist-to", persistTo];
if (options.fresh) rmSync(persistTo, { recursive: true, force: true });
// No state yet (a first `npm start`) is a fresh state too: every migration in one batch, not one wrangler
// runtime per migration file.
const freshState = options.fresh || !existsSync(persistTo);
if (!options["skip-build"] && buildApp() !== 0) {
  console.error("\n✖ the build failed");
  process.exit(1);
}
// Applied one by one by wrangler on a state that has some; on a fresh state they go in with the demo rows,
// in one batch (migrations-sql.mjs).
if (!freshState) run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...persist]);
const { seedLocalState } = await tsImport("./seed.ts", import.meta.url);
try {
  console.log(await seedLocalState(persistTo, { withMigrations: freshState }));
} catch (error) {
  console.error(error);
  console.error("\n✖ seeding the demo data failed");
  process.exit(1);
}

console.log(`\nStarting the app on http://localhost:${options.port}\n`);
const vars = {
  APP_URL: `http://localhost:${options.port}`,
  // wrangler.toml says production (what a deploy ships); a local run opts in to development explicitly.
  ENVIRONMENT: "development",
  ...(options["password-hash-iterations"]
    ? { PASSWORD_HASH_ITERATIONS: options["password-hash-iterations"] }
    : {}),
};
if (options.direct) {
  const { serveDirect } = await import("./direct-server.mjs");
  const server = await serveDirect({ port: Number(options.port), persistTo, vars });
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => server.stop().finally(() => process.exit(0)));
} else {
  const inspector = options["inspector-port"] ? ["--inspector-port", options["inspector-port"]] : [];
  const varArgs = Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
  const server = spawn("wrangler", ["dev", "--port", options.port, ...varArgs, ...inspector, ...persist], {
    stdio: "inherit",
    env: process.env,
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}
