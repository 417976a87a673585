/**
 * The home page's first screen renderer (decision 0022): web/src/entry-server.tsx, built by `npm run build`
 * into dist/server/home-screen.js (package.json "imports"). Declared here, so the worker type-checks before
 * any build; entry-server.tsx is typed by the same HomeScreenRenderer.
 */
declare module "#home-screen" {
  export const renderHomeScreen: import("./schemas/home-search").HomeScreenRenderer;
}
