// `npm run start:bun` / `npm run start:deno`: the marketplace on Bun or Deno (platform/), like `npm start`:
// the SPA built, then one server on http://localhost:8787 with the API, the SPA and live sockets, its data
// in .data/<runtime>/ (database files and uploads), migrations applied and demo data seeded.
// Options: --port N, --data DIR, --fresh (wipe the data folder first), --skip-build.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { buildApp } from "./build.mjs";
import { ensureDevVars } from "./dev-vars.mjs";
import { runtimeCommand } from "./runtime-command.mjs";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: "string", default: "8787" },
    data: { type: "string" },
    fresh: { type: "boolean", default: false },
    "skip-build": { type: "boolean", default: false },
  },
});
const runtime = positionals[0];
if (runtime !== "bun" && runtime !== "deno") {
  console.error(
    "Usage: node scripts/start-platform.mjs bun|deno [--port N] [--data DIR] [--fresh] [--skip-build]",
  );
  process.exit(2);
}
const data = options.data ?? `.data/${runtime}`;

ensureDevVars();
if (options.fresh) rmSync(data, { recursive: true, force: true });
if (!options["skip-build"]) {
  const status = buildApp();
  if (status !== 0) process.exit(status);
}

console.log(`\nStarting the app on ${runtime}: http://localhost:${options.port}\n`);
const [command, args] = runtimeCommand(runtime, ["--port", options.port, "--data", data, "--dev", "--seed"]);
const server = spawn(command, args, { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
