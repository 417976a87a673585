// Reading the SPA build's manifest (.vite/manifest.json, `build.manifest` in web/vite.config.ts): which
// files a chunk brings with it. `npm run size` counts them per route; the build precaches the offline
// screens' files for the service worker (scripts/offline-precache.mjs).

/** The manifest key of the app's entry (index.html). */
export function entryKeyOf(manifest) {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry && name.endsWith("index.html"));
  if (!key) throw new Error("manifest has no index.html entry");
  return key;
}

/**
 * Adds a chunk's file, its CSS and its static imports (transitively) to `files`; its dynamic imports too
 * where `followDynamic(from, to)` (manifest keys) says so.
 */
export function addChunkFiles(manifest, key, files, followDynamic = () => false, seen = new Set()) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) addChunkFiles(manifest, imported, files, followDynamic, seen);
  for (const imported of chunk.dynamicImports ?? []) {
    if (followDynamic(key, imported)) addChunkFiles(manifest, imported, files, followDynamic, seen);
  }
}
