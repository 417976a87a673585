/**
 * The public pages' first screen renderer (decisions 0022 and 0033): web/src/entry-server.tsx, built by
 * `npm run build` into dist/server/first-screen.js (package.json "imports"). Declared here, so the worker
 * type-checks before any build; entry-server.tsx is typed by the same FirstScreenRenderer.
 */
declare module "#first-screen" {
  export const renderFirstScreen: import("./schemas/first-screen").FirstScreenRenderer;
}
