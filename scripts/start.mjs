// `npm start`: build the SPA, apply D1 migrations, seed demo data, then serve everything with
// `wrangler dev` on http://localhost:8787 (local D1, R2, Durable Objects, Queues and Cron).
// Options: --port N, --persist-to DIR (local state folder), --fresh (wipe that state first),
// --skip-build. Playwright starts its own instance with: --port 8788 --persist-to .wrangler/e2e --fresh
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";

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

/** Local secrets: a random JWT secret is generated once into .dev.vars (ignored by git). */
function ensureDevVars() {
  const existing = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";
  if (/^JWT_SECRET=.{32,}$/m.test(existing)) return;
  const line = `JWT_SECRET=${randomBytes(32).toString("hex")}\n`;
  writeFileSync(".dev.vars", existing && !existing.endsWith("\n") ? `${existing}\n${line}` : existing + line);
  console.log("Created .dev.vars with a random local JWT_SECRET.");
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
