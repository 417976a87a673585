// The end-to-end tests' server: a separate, freshly seeded local state on its own port, so tests never touch
// the data of `npm start`. Its tests register and sign in hundreds of users: 1,000 PBKDF2 rounds per new
// password, not 100,000 (decision 0032).
// playwright.config.ts starts it itself; `npm test` starts it earlier, while the worker tests run (whose
// runtimes leave CPU idle), after building the SPA alone (the renderer of the same tree is built already and
// the worker tests import it), and Playwright then uses it as it finds it.
//   node scripts/e2e-server.mjs   (builds the SPA, then serves on E2E_PORT or 8788)
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { buildApp } from "./build.mjs";

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
    ...(skipBuild ? ["--skip-build"] : []),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const built = buildApp({ clientOnly: true });
  if (built !== 0) process.exit(built);
  const server = spawn(process.execPath, e2eServerArgs({ skipBuild: true }), { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}
