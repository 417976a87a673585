/**
 * The marketplace on one plain server (Bun or Deno): the same Hono app, queue consumers and cron jobs as
 * the Worker, with bindings built from local parts — D1 as an SQLite file, R2 as a folder, queues in
 * SQLite, in-process hubs, the built SPA from disk — all under one data folder. The runtime supplies only
 * SQLite, HTTP/WebSocket serving and (optionally) cron (platform/bun.ts, platform/deno.ts).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { ExecutionContext as HonoExecutionContext } from "hono";
import { buildSeedSql, demoPhotoFiles } from "../scripts/seed-data";
import { app } from "../worker/app";
import type { Env } from "../worker/env";
import { handleQueueBatch, handleScheduled } from "../worker/handlers";
import type { CalendarImportMessage } from "../worker/jobs/calendar-message";
import type { OutboxMessage } from "../worker/jobs/outbox-message";
import type { PayoutMessage } from "../worker/jobs/payout-message";
import { log, logError } from "../worker/lib/log";
import { LoopbackPermit } from "../worker/lib/outside-address";
import { assetsFetcher } from "./assets";
import { withClientAddress } from "./client-address";
import { startCronTimer } from "./cron";
import { sqliteD1 } from "./d1-sqlite";
import { inProcessHubs, type SocketEvents } from "./hubs";
import { applyMigrations } from "./migrations";
import { resolvingFetch } from "./outside-fetch";
import { SqliteQueues, startConsumers } from "./queue";
import { diskBucket } from "./r2-disk";
import type { SqliteDatabase } from "./sqlite";
import { startupProblems } from "./startup-checks";
import { environmentVariables } from "./variables";
import { readWranglerConfig } from "./wrangler-config";

export interface Runtime {
  name: "bun" | "deno";
  openSqlite(path: string): SqliteDatabase;
  /**
   * Serves `fetch` on `port`, with the address of each request's socket (`peer`). `upgrade` accepts a
   * WebSocket for the request being handled: the runtime needs its own request object (`original`).
   */
  serve(options: {
    port: number;
    hostname: string;
    fetch: (request: Request, peer: string | undefined) => Promise<Response>;
  }): {
    upgrade(original: Request, request: Request, events: SocketEvents): Response;
    stop(): Promise<void>;
  };
  /** The runtime's own cron, if it has one; the timer in cron.ts otherwise. */
  cron?(name: string, schedule: string, run: () => Promise<void>): void;
}

export interface ServerOptions {
  /** The project folder (wrangler.toml, migrations, the built SPA). */
  root: string;
  dataDir: string;
  port: number;
  hostname: string;
  /** Load demo accounts and trucks (idempotent), as `npm start` does. */
  seed: boolean;
  /** Variables on top of wrangler.toml's [vars] and the process environment (e.g. from .dev.vars). */
  variables: Record<string, string>;
  /** Hold queue deliveries (messages stay stored): maintenance, and the restart test. */
  holdQueues: boolean;
  /** Take the caller's address from X-Forwarded-For (a reverse proxy in front), not the socket. */
  trustProxy: boolean;
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** The request being served, so the runtime can upgrade its own request object for a hub's socket. */
const currentRequest = new AsyncLocalStorage<Request>();

export async function startServer(runtime: Runtime, options: ServerOptions): Promise<RunningServer> {
  const config = readWranglerConfig(join(options.root, "wrangler.toml"));
  const variables = environmentVariables(config.vars, process.env, options.variables);
  const problems = startupProblems(variables, runtime.name);
  if (problems.length > 0) throw new Error(problems.join("\n"));

  const dataDir = resolve(options.dataDir);
  mkdirSync(join(dataDir, "files"), { recursive: true });
  const appDb = runtime.openSqlite(join(dataDir, "d1.sqlite"));
  const platformDb = runtime.openSqlite(join(dataDir, "platform.sqlite"));
  const applied = applyMigrations(appDb, config.migrationsDirectory);
  if (applied.length > 0) log("info", "migrations applied", { migrations: applied });

  const files = diskBucket(join(dataDir, "files"), platformDb);
  if (options.seed) {
    appDb.exec(await buildSeedSql());
    for (const photo of demoPhotoFiles()) {
      if (await files.head(photo.key)) continue;
      await files.put(photo.key, readFileSync(photo.file), { httpMetadata: { contentType: "image/webp" } });
    }
  }

  const queues = new SqliteQueues(platformDb, Date.now, (queue, id, attempts) =>
    log("error", "queue message dead-lettered after its last retry", { queue, message_id: id, attempts }),
  );
  let consumers: ReturnType<typeof startConsumers> | undefined;
  const wake = () => consumers?.wake();
  const producer = <Body>(binding: string) => {
    const queue = config.producers[binding];
    if (!queue) throw new Error(`wrangler.toml has no queue producer bound as ${binding}`);
    return queues.producer<Body>(queue, wake);
  };

  let server: ReturnType<Runtime["serve"]> | undefined;
  const upgrade = (request: Request, events: SocketEvents): Response => {
    const original = currentRequest.getStore();
    if (!server || !original) throw new Error("A WebSocket can only be accepted while serving its request");
    return server.upgrade(original, request, events);
  };
  const hubs = inProcessHubs(() => env, upgrade);
  const env: Env = {
    ...variables,
    DB: sqliteD1(appDb),
    FILES: files,
    ASSETS: assetsFetcher(config.assetsDirectory),
    OUTBOX_QUEUE: producer<OutboxMessage>("OUTBOX_QUEUE"),
    PUSH_QUEUE: producer<OutboxMessage>("PUSH_QUEUE"),
    PAYOUT_QUEUE: producer<PayoutMessage>("PAYOUT_QUEUE"),
    CALENDAR_QUEUE: producer<CalendarImportMessage>("CALENDAR_QUEUE"),
    // Unlike a Worker's, this fetch reaches private networks: names are resolved and checked first.
    OUTSIDE_FETCH: resolvingFetch({
      allowLoopback: LoopbackPermit.forEnvironment(variables.ENVIRONMENT) !== undefined,
    }),
    UserHub: hubs.UserHub,
    ConversationRoom: hubs.ConversationRoom,
  };

  // Work a request hands off (`waitUntil`) runs on after its answer; shutdown waits for it.
  const background = new Set<Promise<unknown>>();
  const executionContext: HonoExecutionContext = {
    waitUntil(work) {
      const tracked = work.catch((error: unknown) => logError("background work failed", error));
      background.add(tracked);
      void tracked.finally(() => background.delete(tracked));
    },
    passThroughOnException() {},
    props: {},
  };

  server = runtime.serve({
    port: options.port,
    hostname: options.hostname,
    fetch: (request, peer) =>
      currentRequest.run(request, async () =>
        app.fetch(withClientAddress(request, peer, options.trustProxy), env, executionContext),
      ),
  });

  if (!options.holdQueues) {
    consumers = startConsumers(
      queues,
      config.consumers,
      (batch) => handleQueueBatch(batch, env),
      (error) => logError("queue delivery failed", error),
    );
    consumers.wake();
  }

  const runCron = async () => {
    try {
      await handleScheduled(env);
    } catch (error) {
      logError("scheduled jobs failed", error);
    }
  };
  let cronTimer: { stop(): void } | undefined;
  if (runtime.cron) {
    const cron = runtime.cron;
    config.crons.forEach((schedule, index) => {
      cron(`foodtruck-schedule-${index + 1}`, schedule, runCron);
    });
  } else {
    cronTimer = startCronTimer(config.crons, () => void runCron());
  }

  const url = `http://${options.hostname === "0.0.0.0" ? "localhost" : options.hostname}:${options.port}`;
  log("info", "server started", {
    runtime: runtime.name,
    url,
    data: dataDir,
    environment: variables.ENVIRONMENT,
  });
  return {
    url,
    async stop() {
      cronTimer?.stop();
      hubs.closeEverything();
      await server?.stop();
      await consumers?.stop();
      await Promise.all(background);
      appDb.close();
      platformDb.close();
    },
  };
}

/** `KEY=value` lines (wrangler's .dev.vars format); a missing file is none. */
export function readVarsFile(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  const variables: Record<string, string> = {};
  for (const line of readFileSync(path, "utf8").split(/\r?\n/)) {
    const match = /^\s*([A-Z][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match?.[1]) continue;
    variables[match[1]] = (match[2] ?? "").replace(/^"(.*)"$/, "$1");
  }
  return variables;
}
