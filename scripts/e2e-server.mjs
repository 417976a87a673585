// The end-to-end tests' server, as playwright.config.ts starts it: a separate, freshly seeded local state on
// its own port, so tests never touch the data of `npm start`. Its tests register and sign in hundreds of
// users: 1,000 PBKDF2 rounds per new password, not 100,000 (decision 0032). No line per request in its log.
// The app answers from its runtime's own address, not through wrangler dev's proxy (--direct, decision 0034).

/** E2E_PORT lets a second checkout (a git worktree) run its own suite beside this one. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);

/** scripts/start.mjs's arguments for the e2e server; `skipBuild` when the SPA in dist/ is this tree's. */
export function e2eServerArgs({ skipBuild }) {
  return [
    "scripts/start.mjs",
    "--port",
    String(E2E_PORT),
    "--persist-to",
    ".wrangler/e2e",
    "--fresh",
    "--password-hash-iterations",
    "1000",
    "--quiet-requests",
    "--direct",
    ...(skipBuild ? ["--skip-build"] : []),
  ];
}
