// How to run the platform server on each runtime (both come from node_modules/.bin, devDependencies).
// Deno gets the permissions the server uses (the network, its files and data folder, the environment) and
// its own cron (Deno.cron, still behind --unstable-cron), which runs wrangler.toml's schedule.

/** @param {"bun" | "deno"} runtime @param {string[]} args @returns {[string, string[]]} */
export function runtimeCommand(runtime, args) {
  if (runtime === "bun") return ["bun", ["platform/bun.ts", ...args]];
  return [
    "deno",
    [
      "run",
      "--unstable-cron",
      "--allow-net",
      "--allow-read",
      "--allow-write",
      "--allow-env",
      "--allow-sys",
      "platform/deno.ts",
      ...args,
    ],
  ];
}
