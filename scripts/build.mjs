// `npm run build`: the SPA into dist/client, and the public pages' first screen renderer into dist/server
// (web/vite.server.config.ts, decision 0022), which the worker, Bun and Deno import as `#first-screen`.
//   node scripts/build.mjs [--client-out DIR] [--server-only]
// --client-out builds the SPA elsewhere (the size budget and the bench build a fresh copy in a temp dir);
// --server-only builds just the renderer (the worker tests need it, not the SPA); `clientOnly` (for
// `npm test`, which built the renderer of the same tree first) just the SPA.
// The SPA's service worker gets this build's app shell to precache (scripts/offline-precache.mjs).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { writeOfflinePrecache } from "./offline-precache.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const VITE = fileURLToPath(new URL("../node_modules/vite/bin/vite.js", import.meta.url));

function vite(config, extra) {
  const result = spawnSync(
    process.execPath,
    [VITE, "build", "--config", config, "--logLevel", "warn", ...extra],
    {
      cwd: ROOT,
      stdio: "inherit",
    },
  );
  return result.status ?? 1;
}

/** Whether both builds are in dist/ (of some tree: a script that needs this one's builds anew). */
export function isBuilt() {
  return ["dist/client/index.html", "dist/server/first-screen.js"].every((path) =>
    existsSync(join(ROOT, path)),
  );
}

/** Builds what is asked; returns the exit status of the first build that failed, else 0. */
export function buildApp({ clientOut, serverOnly = false, clientOnly = false } = {}) {
  if (!serverOnly) {
    const client = vite("web/vite.config.ts", clientOut ? ["--outDir", clientOut, "--emptyOutDir"] : []);
    if (client !== 0) return client;
    writeOfflinePrecache(clientOut ?? join(ROOT, "dist/client"));
  }
  return clientOnly ? 0 : vite("web/vite.server.config.ts", []);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { "client-out": { type: "string" }, "server-only": { type: "boolean", default: false } },
  });
  process.exit(buildApp({ clientOut: values["client-out"], serverOnly: values["server-only"] }));
}
