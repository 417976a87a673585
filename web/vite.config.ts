import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { preact } from "@preact/preset-vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { defineConfig, type Plugin } from "vite";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/**
 * `.vite/chunk-modules.json`: each JS chunk's source modules, relative to the repository (a route's split
 * parts keep their `?tsr-split=…` query). `npm run size`
 * reads it to fail when the home page's files hold dashboard, admin or create-event code (issue 11); the
 * manifest names only a chunk's entry module, not what was bundled into it.
 */
function chunkModules(): Plugin {
  return {
    name: "chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        modules[output.fileName] = output.moduleIds
          .filter((id) => !id.startsWith("\0"))
          .map((id) => relative(repoRoot, id).replaceAll("\\", "/"));
      }
      this.emitFile({
        type: "asset",
        fileName: ".vite/chunk-modules.json",
        source: JSON.stringify(modules),
      });
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: fileURLToPath(new URL("./src/routes", import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL("./src/routeTree.gen.ts", import.meta.url)),
    }),
    // The app's React code runs on Preact (decision 0013): react and react-dom (with /client) resolve to
    // preact/compat, react/jsx-runtime to Preact's, JSX compiles for Preact, and `npm run dev:web`
    // hot-reloads through Prefresh.
    preact(),
    chunkModules(),
  ],
  resolve: {
    // Schemas, the state machine and the calendar are shared with the worker (lint allows only those).
    alias: { "@shared": fileURLToPath(new URL("../worker", import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL("../dist/client", import.meta.url)),
    emptyOutDir: true,
    // .vite/manifest.json: `npm run size` reads it to know which chunks each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Preact (standing in for React, decision 0013), the router and the query client in one chunk:
          // every page needs them, one file compresses better than the eight small ones the default split
          // made (size budget, issue 11).
          groups: [
            {
              // The home page is part of the entry (its route is not split off); the modules it shares
              // with lazy routes would each become a chunk of their own, another file on the first load.
              // One file instead: a group takes in the modules its matches import as well.
              name: "common",
              test: /(web[\\/]src[\\/](components[\\/](photo|photo-srcset|query-error|field-notes)|lib[\\/]use-page-title)|worker[\\/]domain[\\/](money|plural))\./,
            },
            {
              name: "framework",
              test: /node_modules[\\/](preact|use-sync-external-store|@tanstack)[\\/]/,
              // Ahead of `common`, which would otherwise take Preact in as a dependency of its modules.
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev:web` serves the SPA with hot reload; the API runs in `wrangler dev` on 8787.
    proxy: {
      "/api": "http://localhost:8787",
      "/parties": { target: "ws://localhost:8787", ws: true },
    },
  },
});
