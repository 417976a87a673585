// The API suite's servers (scripts/api-suite.mjs): `wrangler dev`, Bun and Deno, each started fresh on its
// own port with its own data and the demo seed, as a user starts it. `npm test` starts the wrangler one
// before its e2e step (startApiServer), while the e2e server seeds, and hands it on in API_WRANGLER_URL.
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runtimeCommand } from "./runtime-command.mjs";

export const RUNTIMES = ["wrangler", "bun", "deno"];
const PORTS = { wrangler: 8791, bun: 8792, deno: 8793 };

function serverCommand(runtime, port, data) {
  if (runtime === "wrangler") {
    return [
      "node",
      [
        "scripts/start.mjs",
        "--port",
        String(port),
        "--persist-to",
        data,
        "--fresh",
        "--skip-build",
        // Its own debugger port: it starts beside the e2e server (scripts/e2e-server.mjs).
        "--inspector-port",
        String(port + 1000),
      ],
    ];
  }
  return runtimeCommand(runtime, ["--port", String(port), "--data", data, "--dev", "--seed"]);
}

/**
 * Starts `runtime`'s server, its output going to `log` (a file, not a pipe: a parent busy in a synchronous
 * step would not read a pipe, and a full pipe stops the server). Its own process group, so stop() ends it
 * and what it started (wrangler starts workerd).
 */
export function startApiServer(runtime, log) {
  const port = PORTS[runtime];
  const data = mkdtempSync(join(tmpdir(), `foodtruck-api-${runtime}-`));
  const [command, args] = serverCommand(runtime, port, data);
  const output = openSync(log, "w");
  // Each simulated client has its own address (per-address rate limits): Bun and Deno read it from
  // X-Forwarded-For as behind a trusted proxy; wrangler dev passes CF-Connecting-IP on.
  const child = spawn(command, args, {
    detached: true,
    stdio: ["ignore", output, output],
    env: { ...process.env, TRUST_PROXY: "1" },
  });
  closeSync(output);
  return { url: `http://localhost:${port}`, child, data, started: Date.now() };
}

export async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}) before answering`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url}/api/health within ${timeoutMs / 1000} s`);
}

/** Stops a server of startApiServer (its whole process group) and removes its data. */
export async function stopApiServer(server) {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      process.kill(-child.pid, "SIGTERM");
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {}
      }, 5000);
      await exited;
      clearTimeout(timer);
    } catch {
      // already gone
    }
  }
  rmSync(server.data, { recursive: true, force: true });
}
