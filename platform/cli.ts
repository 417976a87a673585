import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { type RunningServer, type Runtime, readVarsFile, type ServerOptions, startServer } from "./server";

/**
 * Command line of `bun platform/bun.ts` / `deno run … platform/deno.ts`:
 *   --port N (PORT, default 8787)   --host H (HOST, default 0.0.0.0)
 *   --data DIR (DATA_DIR, default .data/<runtime>): the database files and the uploaded files
 *   --dev: development as `npm start` runs it (ENVIRONMENT=development, APP_URL of the port, .dev.vars)
 *   --seed: load the demo accounts and trucks (idempotent)   --hold-queues: store queue messages, deliver none
 * Production takes its settings from the environment (see README, "Which runtime"); TRUST_PROXY=1 behind
 * a reverse proxy that sets X-Forwarded-For.
 */
export async function runFromCommandLine(runtime: Runtime, args: string[]): Promise<RunningServer> {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: "string" },
      host: { type: "string" },
      data: { type: "string" },
      dev: { type: "boolean", default: false },
      seed: { type: "boolean", default: false },
      "hold-queues": { type: "boolean", default: false },
    },
  });
  const port = Number(values.port ?? process.env.PORT ?? 8787);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`Not a port: ${values.port}`);
  const root = resolve(import.meta.dirname, "..");
  const variables: Record<string, string> = values.dev
    ? {
        ...readVarsFile(resolve(root, ".dev.vars")),
        ENVIRONMENT: "development",
        APP_URL: `http://localhost:${port}`,
      }
    : {};
  const options: ServerOptions = {
    root,
    dataDir: values.data ?? process.env.DATA_DIR ?? resolve(root, ".data", runtime.name),
    port,
    hostname: values.host ?? process.env.HOST ?? "0.0.0.0",
    seed: values.seed,
    variables,
    holdQueues: values["hold-queues"],
    trustProxy: process.env.TRUST_PROXY === "1" || process.env.TRUST_PROXY === "true",
  };
  const server = await startServer(runtime, options);
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      server.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  return server;
}
