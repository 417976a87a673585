// `npm run size [dir]`: what a visitor downloads for each route of the SPA, gzip-compressed, against the
// budget below. Builds nothing: it reads a finished `vite build` (default dist/client, where `npm run build`
// writes; a directory given as argument instead, e.g. `npx vite build --config web/vite.config.ts
// --outDir /tmp/size-build` then `npm run size -- /tmp/size-build`) and its manifest (.vite/manifest.json).
//
// A route costs: the entry (index.html → entry chunk + CSS), plus the split chunks of the route file and of
// every parent layout route (web/src/routeTree.gen.ts gives the tree), each with its static imports followed
// transitively and their CSS. Then the Worker's own bundle, as a production deploy would ship it
// (scripts/worker-size.mjs). Dynamic imports (lazy chunks such as the date picker or a dialog loaded on
// click) are not counted. Every file counts once per route, gzip level 9. Exits 1 over budget.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { addChunkFiles, entryKeyOf } from "./vite-manifest.mjs";
import { reportWorker } from "./worker-size.mjs";

/** The budget, in KB of gzip (1 KB = 1024 bytes) of JS + CSS per route: issue 11's speed budget. */
// The home page is what most visitors download first. Since the SPA runs on Preact (decision 0013) it
// is ~71 KB, well under its 120 KB.
export const BUDGET_KB = { home: 120, anyRoute: 200 };

/**
 * What a visitor of the home page never downloads (issue 11: "visitors never download dashboard or
 * create-event code"): the split-off parts of signed-in and admin pages, and the components and styles of
 * the dashboard's features (bookings, events with the create-event modal, the owner's inbox and profiles)
 * and of the admin panel. Their small query definitions (`*.ts`) may ride along with the routes' loaders.
 */
export const NEVER_ON_HOME = [
  /^web\/src\/routes\/_(authed|admin)\/.+\?tsr-split=/,
  /^web\/src\/features\/(bookings|events|inbox|my-profiles|admin)\/.+\.(tsx|css)$/,
];

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const KB = 1024;

/** Finds the build directory: the argument (or dist/client), or its `client/` subdirectory. */
function buildDir(arg) {
  const dir = resolve(arg ?? join(repoRoot, "dist/client"));
  for (const candidate of [dir, join(dir, "client")]) {
    if (existsSync(join(candidate, ".vite/manifest.json"))) return candidate;
  }
  throw new Error(
    `No Vite manifest in ${dir}/.vite/manifest.json — build first (npm run build, build.manifest is on in web/vite.config.ts).`,
  );
}

/** Route files with their full path and parent, read from the generated route tree. */
function readRouteTree(source) {
  const files = new Map(); // import name → route file (relative to web/src)
  for (const [, name, file] of source.matchAll(/import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/g)) {
    files.set(name, file);
  }
  const routes = new Map(); // const name → { file, path, parent }
  const updates = /const (\w+) =\s*(\w+)\.update\(\{([\s\S]*?)\}\s*as any\)/g;
  for (const [, name, importName, body] of source.matchAll(updates)) {
    const path = body.match(/\bpath: '([^']*)'/)?.[1] ?? "";
    const parent = body.match(/getParentRoute: \(\) => (\w+)/)?.[1];
    routes.set(name, { file: files.get(importName), path, parent });
  }
  const rootName = [...files].find(([, file]) => file === "routes/__root")?.[0];
  const parents = new Set([...routes.values()].map((route) => route.parent));
  const leaves = [];
  for (const name of routes.keys()) {
    if (parents.has(name)) continue; // a layout, never visited on its own
    const chain = [];
    let fullPath = "";
    for (let current = name; current && current !== rootName; current = routes.get(current)?.parent) {
      const node = routes.get(current);
      if (!node) throw new Error(`routeTree.gen.ts: unknown parent route ${current}`);
      chain.unshift(node.file);
      fullPath = node.path + fullPath;
    }
    const url = fullPath.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1") || "/";
    leaves.push({ url, files: chain });
  }
  return leaves.sort((a, b) => (a.url === "/" ? -1 : b.url === "/" ? 1 : a.url.localeCompare(b.url)));
}

/** The modules of `files` (the home page's) that NEVER_ON_HOME names, as "module (in file)". */
function modulesNeverOnHome(dir, files) {
  const path = join(dir, ".vite/chunk-modules.json");
  if (!existsSync(path)) throw new Error(`No ${path}: web/vite.config.ts writes it on every build.`);
  const modulesByFile = JSON.parse(readFileSync(path, "utf8"));
  const strays = [];
  for (const file of files) {
    for (const id of modulesByFile[file] ?? []) {
      if (NEVER_ON_HOME.some((pattern) => pattern.test(id))) strays.push(`${id} (in ${file})`);
    }
  }
  return strays;
}

function main() {
  const dir = buildDir(process.argv[2]);
  const manifest = JSON.parse(readFileSync(join(dir, ".vite/manifest.json"), "utf8"));
  const routeTree = readFileSync(join(repoRoot, "web/src/routeTree.gen.ts"), "utf8");

  const gzipCache = new Map();
  const gzipSize = (file) => {
    if (!gzipCache.has(file))
      gzipCache.set(file, gzipSync(readFileSync(join(dir, file)), { level: 9 }).length);
    return gzipCache.get(file);
  };

  const addChunk = (key, files) => addChunkFiles(manifest, key, files);
  const entryKey = entryKeyOf(manifest);

  // Manifest keys are paths relative to the Vite root (web/), split chunks carry a `?tsr-split=…` query.
  const chunksOf = (routeFile) =>
    Object.keys(manifest).filter(
      (key) => /^src\/(routes\/.+)\.[jt]sx?$/.exec(key.split("?")[0])?.[1] === routeFile,
    );

  // What index.html preloads (web/vite.config.ts) every first load downloads.
  const html = readFileSync(join(dir, "index.html"), "utf8");
  const preloaded = [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="\/([^"]+)"/g)].map(
    (match) => match[1],
  );

  const rows = [];
  let homeFiles = new Set();
  for (const route of readRouteTree(routeTree)) {
    const files = new Set(preloaded);
    addChunk(entryKey, files);
    for (const file of route.files) for (const key of chunksOf(file)) addChunk(key, files);
    let js = 0;
    let css = 0;
    for (const file of files) {
      if (file.endsWith(".js")) js += gzipSize(file);
      else if (file.endsWith(".css")) css += gzipSize(file);
    }
    if (route.url === "/") homeFiles = files;
    const budget = route.url === "/" ? BUDGET_KB.home : BUDGET_KB.anyRoute;
    rows.push({ url: route.url, js, css, total: js + css, budget });
  }

  const kb = (bytes) => (bytes / KB).toFixed(1);
  const header = ["route", "JS gzip KB", "CSS gzip KB", "total KB", "budget KB", ""];
  const table = rows.map((row) => [
    row.url,
    kb(row.js),
    kb(row.css),
    kb(row.total),
    String(row.budget),
    row.total > row.budget * KB ? "OVER" : "ok",
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((cells) => cells[i].length)));
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(`JS and CSS per route, gzip level 9, 1 KB = 1024 bytes — ${dir}\n`);
  console.log(line(header).trimEnd());
  for (const cells of table) console.log(line(cells));

  const over = rows.filter((row) => row.total > row.budget * KB);
  if (over.length > 0) {
    console.error(
      `\n✖ over budget: ${over.map((row) => `${row.url} ${kb(row.total)} KB > ${row.budget} KB`).join(", ")}`,
    );
    process.exit(1);
  }
  console.log(
    `\n✔ every route within budget (home ≤ ${BUDGET_KB.home} KB, any route ≤ ${BUDGET_KB.anyRoute} KB)`,
  );
  const strays = modulesNeverOnHome(dir, homeFiles);
  if (strays.length > 0) {
    console.error(`\n✖ the home page's files hold code visitors never need:\n  ${strays.join("\n  ")}`);
    process.exit(1);
  }
  console.log("✔ no dashboard, admin or create-event code among the home page's files");
  reportWorker(dir);
}

main();
