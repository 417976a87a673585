// Waiting for and stopping the bench's `wrangler dev` (its own process group).

export async function waitForHealth(server, origin, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no /api/health within ${timeoutMs} ms`);
}

export async function stopServer(server) {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server.once("exit", r));
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    return;
  }
  const timeout = new Promise((r) => setTimeout(() => r("timeout"), 5000));
  if ((await Promise.race([exited, timeout])) === "timeout") {
    try {
      process.kill(-server.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}
