import { fileURLToPath } from "node:url";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const webRoot = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: fileURLToPath(new URL("./src/routes", import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL("./src/routeTree.gen.ts", import.meta.url)),
    }),
    react(),
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
          // React, the router and the query client in one chunk: every page needs them, one file
          // compresses better than the eight small ones the default split made (size budget, issue 11).
          groups: [
            {
              // Tiny modules the home page shares with other routes, in one file rather than four (each
              // separate chunk costs its own header and imports): 0.3 KB less on the home page.
              name: "common",
              test: /web[\\/]src[\\/](components[\\/](photo|photo-srcset|query-error|field-notes)|lib[\\/]use-page-title)\./,
            },
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack)[\\/]/,
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
