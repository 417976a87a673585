import { fileURLToPath } from "node:url";
import { preact } from "@preact/preset-vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { defineConfig, type Plugin } from "vite";

const webRoot = fileURLToPath(new URL(".", import.meta.url));

const NOT_ON_THE_SERVER = "\0not-on-the-server";

/**
 * The one lazy part a first screen shows: the calendar grid of a truck's page, its months with their
 * busy days (decision 0033). Bundled into the worker, which loads it before rendering that page.
 */
const RENDERED_ON_THE_SERVER = new Set(["./polish-day-picker"]);

/**
 * Every other `import()` in the app loads a part the first screen does not render (the map, the date
 * field's picker, dialogs, signed-in notices): on the server each one stands for a module that only
 * throws, so none of them is bundled into the worker. Rendering that ever reached one would fail, and the
 * worker would serve the page without its first screen, as before decision 0022.
 */
function lazyPartsStayInTheBrowser(): Plugin {
  return {
    name: "lazy-parts-stay-in-the-browser",
    resolveDynamicImport: (specifier) =>
      typeof specifier === "string" && RENDERED_ON_THE_SERVER.has(specifier) ? null : NOT_ON_THE_SERVER,
    load: (id) =>
      id === NOT_ON_THE_SERVER ? 'throw new Error("a lazy part of the SPA was loaded on the server");' : null,
  };
}

/**
 * The public pages' first screen for the worker (decisions 0022 and 0033): src/entry-server.tsx as one
 * plain ES module, dist/server/first-screen.js, with Preact, the router and the query client inside it and no CSS,
 * so wrangler, Bun and Deno import it as it is (`#first-screen` in package.json).
 */
export default defineConfig({
  root: webRoot,
  publicDir: false,
  plugins: [
    tanstackRouter({
      target: "react",
      // Only the root and the public pages (decision 0033): the worker renders nothing else, and never
      // ships other pages.
      routesDirectory: fileURLToPath(new URL("./src/routes", import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL("./src/routeTree.server.gen.ts", import.meta.url)),
      routeFileIgnorePattern:
        "^(?!(__root|index|profile\\.\\$profileId|food-trucki\\.\\$city|regulamin|polityka-prywatnosci)\\.tsx$)",
    }),
    preact(),
    lazyPartsStayInTheBrowser(),
  ],
  resolve: {
    alias: { "@shared": fileURLToPath(new URL("../worker", import.meta.url)) },
  },
  ssr: {
    noExternal: true,
    target: "webworker",
    // The router's server build (isServer), as a worker resolves it.
    resolve: { conditions: ["worker", "module", "import", "default"], externalConditions: ["worker"] },
  },
  build: {
    ssr: fileURLToPath(new URL("./src/entry-server.tsx", import.meta.url)),
    outDir: fileURLToPath(new URL("../dist/server", import.meta.url)),
    emptyOutDir: true,
    minify: true,
    rolldownOptions: { output: { entryFileNames: "first-screen.js", codeSplitting: false } },
  },
});
