import { fileURLToPath } from "node:url";
import { preact } from "@preact/preset-vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";

const webRoot = fileURLToPath(new URL(".", import.meta.url));

/** The home route's page component, as TanStack Router's code splitting names its chunk's module. */
const LANDING_MODULE = /src\/routes\/index\.tsx\?tsr-split=component$/;

/** The chunk and every chunk it imports statically, transitively. */
function withImports(start: Rollup.OutputChunk, chunks: Map<string, Rollup.OutputChunk>) {
  const found = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = chunks.get(file);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return [...found.values()];
}

/**
 * Most visitors land on the home page. Its page code is a lazy chunk that the router asks for only once
 * the framework has run, a second round of downloads before anything shows. Preloading that chunk (and
 * the chunks and CSS it imports) from index.html fetches them alongside the framework instead. Other
 * routes' first loads download these few KB too (`npm run size` counts them for every route).
 */
function preloadLandingRoute(): Plugin {
  return {
    name: "preload-landing-route",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const { bundle, chunk: entry } = context;
        if (!bundle || !entry) return [];
        const chunks = new Map(
          Object.values(bundle).flatMap((output) =>
            output.type === "chunk" ? [[output.fileName, output]] : [],
          ),
        );
        const landing = [...chunks.values()].find(
          (chunk) => chunk.facadeModuleId && LANDING_MODULE.test(chunk.facadeModuleId),
        );
        if (!landing) throw new Error("preload-landing-route: no chunk for the home route's component");
        const loadedByEntry = withImports(entry, chunks);
        const entryFiles = new Set(loadedByEntry.map((chunk) => chunk.fileName));
        const entryCss = new Set(
          loadedByEntry.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
        );
        const needed = withImports(landing, chunks).filter((chunk) => !entryFiles.has(chunk.fileName));
        const styles = new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
        return [
          ...needed.map((chunk) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: "head" as const,
          })),
          ...[...styles]
            .filter((file) => !entryCss.has(file))
            .map((file) => ({
              tag: "link",
              // Vite loads a lazy chunk's CSS with crossorigin: a preload without it is not reused.
              attrs: { rel: "preload", as: "style", crossorigin: true, href: `/${file}` },
              injectTo: "head" as const,
            })),
        ];
      },
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
    preloadLandingRoute(),
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
              // Tiny modules the home page shares with other routes, in one file rather than four (each
              // separate chunk costs its own header and imports): 0.3 KB less on the home page.
              name: "common",
              test: /web[\\/]src[\\/](components[\\/](photo|photo-srcset|query-error|field-notes)|lib[\\/]use-page-title)\./,
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
