// `npm start`: build the SPA, apply D1 migrations, seed demo data, then serve everything with
// `wrangler dev` on http://localhost:8787 (local D1, R2, Durable Objects, Queues and Cron).
// Options: --port N, --persist-to DIR (local state folder), --fresh (wipe that state first),
// --skip-build. Playwright starts its own instance with: --port 8788 --persist-to .wrangler/e2e --fresh
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { generateVapidKeys } from "./vapid-keys.mjs";

const { values: options } = parseArgs({
  options: {
    port: { type: "string", default: "8787" },
    "persist-to": { type: "string", default: ".wrangler/state" },
    fresh: { type: "boolean", default: false },
    "skip-build": { type: "boolean", default: false },
  },
});

process.env.WRANGLER_SEND_METRICS = "false";

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(" ")} failed`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Local secrets, generated once into .dev.vars (ignored by git): a random JWT secret and a VAPID key pair
 * for Web Push. Each is added on its own, so an older .dev.vars gains the keys it lacks.
 */
function ensureDevVars() {
  let vars = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";
  if (vars && !vars.endsWith("\n")) vars += "\n";
  const added = [];
  if (!/^JWT_SECRET=.{32,}$/m.test(vars)) {
    vars += `JWT_SECRET=${randomBytes(32).toString("hex")}\n`;
    added.push("JWT_SECRET");
  }
  if (!/^VAPID_PUBLIC_KEY=\S+$/m.test(vars) || !/^VAPID_PRIVATE_KEY=\S+$/m.test(vars)) {
    // A lone half of a pair is useless: both are replaced together.
    vars = vars.replace(/^VAPID_(PUBLIC|PRIVATE)_KEY=.*\n?/gm, "");
    const vapid = generateVapidKeys();
    vars += `VAPID_PUBLIC_KEY=${vapid.publicKey}\nVAPID_PRIVATE_KEY=${vapid.privateKey}\n`;
    added.push("VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY");
  }
  if (added.length === 0) return;
  writeFileSync(".dev.vars", vars);
  console.log(`Added to .dev.vars: ${added.join(", ")} (local values, generated once).`);
}

ensureDevVars();
const persist = ["--persist-to", options["persist-to"]];
if (options.fresh) rmSync(options["persist-to"], { recursive: true, force: true });
if (!options["skip-build"]) run("vite", ["build", "--config", "web/vite.config.ts", "--logLevel", "warn"]);
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...persist]);
run("tsx", ["scripts/seed.ts", ...persist]);

console.log(`\nStarting the app on http://localhost:${options.port}\n`);
const appUrl = `APP_URL:http://localhost:${options.port}`;
// wrangler.toml says production (what a deploy ships); a local run opts in to development explicitly.
const development = "ENVIRONMENT:development";
const server = spawn(
  "wrangler",
  ["dev", "--port", options.port, "--var", appUrl, "--var", development, ...persist],
  {
    stdio: "inherit",
    env: process.env,
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
