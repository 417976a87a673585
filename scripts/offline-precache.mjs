// The service worker's list of this build's app shell (issue 36, decision 0029): `npm run build` writes it
// into dist/client/service-worker.js (web/public/service-worker.js's `APP_BUILD` line), so the worker can
// open the app's pages without the network, and every deploy changes the worker (a new install).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { addChunkFiles, entryKeyOf } from "./vite-manifest.mjs";

/**
 * Parts loaded on demand that are of no use offline, or to the owners and organizers the offline support is
 * for (manifest keys): the voice SDK (a call needs the network), the search map (its tiles come from the
 * network), Stripe's payment form, the admin pages.
 */
export const NOT_PRECACHED = [
  /node_modules\/@twilio\//,
  /^src\/features\/voice\/twilio-transport\./,
  /^src\/features\/search\/search-map\./,
  /^src\/features\/payments\/stripe-payment-form\./,
  /^src\/routes\/_admin[./]/,
];

/** Files outside /assets/ the shell shows or loads (the logo in the navigation, the early taps' script). */
const SHELL_FILES = ["/favicon.svg", "/before-app.js"];

/**
 * The files to precache, as paths: the whole SPA — the entry, every page and what they load on demand
 * (dialogs, the date picker, the chat's socket) — but NOT_PRECACHED. Any page then opens offline, and a part
 * of it whose data was never saved says so where the data would be (lib/offline.ts), instead of the page
 * failing to load its code.
 */
export function precacheFiles(manifest) {
  const files = new Set();
  const followDynamic = (_from, to) => !NOT_PRECACHED.some((pattern) => pattern.test(to));
  addChunkFiles(manifest, entryKeyOf(manifest), files, followDynamic);
  return [...SHELL_FILES, ...[...files].sort().map((file) => `/${file}`)];
}

const APP_BUILD_LINE = 'const APP_BUILD = { id: "dev", files: [] };';

/**
 * The worker's source with this build's files and an id made from them and the page (the files' names
 * carry their hashes; the page changes on its own too, e.g. a new tag in its head).
 */
export function withAppBuild(source, files, page) {
  if (!source.includes(APP_BUILD_LINE)) throw new Error(`service-worker.js has no line ${APP_BUILD_LINE}`);
  const id = createHash("sha256")
    .update(`${page}\n${files.join("\n")}`)
    .digest("hex")
    .slice(0, 12);
  return source.replace(APP_BUILD_LINE, () => `const APP_BUILD = ${JSON.stringify({ id, files })};`);
}

/** Writes the list into the built worker of the SPA build in `dir` (dist/client or --client-out). */
export function writeOfflinePrecache(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, ".vite/manifest.json"), "utf8"));
  const worker = join(dir, "service-worker.js");
  const page = readFileSync(join(dir, "index.html"), "utf8");
  writeFileSync(worker, withAppBuild(readFileSync(worker, "utf8"), precacheFiles(manifest), page));
}
