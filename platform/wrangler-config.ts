/**
 * What the Bun and Deno servers take from wrangler.toml, so every setting is written once: the plain
 * variables, the assets folder, the migrations folder, which queue each producer binding sends to, each
 * consumer's batch and retry settings, and the cron schedules.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parse } from "smol-toml";
import * as v from "valibot";
import type { ConsumerSettings } from "./queue";

const configSchema = v.object({
  vars: v.optional(v.record(v.string(), v.string()), {}),
  // The assets fetcher answers a missing file with 404, as Cloudflare does with "none" (its default); the
  // worker serves the SPA's pages itself (decision 0025). Another setting would serve differently there.
  assets: v.object({ directory: v.string(), not_found_handling: v.optional(v.literal("none")) }),
  d1_databases: v.tuple([v.object({ binding: v.literal("DB"), migrations_dir: v.string() })]),
  r2_buckets: v.tuple([v.object({ binding: v.literal("FILES"), bucket_name: v.string() })]),
  queues: v.object({
    producers: v.array(v.object({ binding: v.string(), queue: v.string() })),
    consumers: v.array(
      v.object({
        queue: v.string(),
        max_batch_size: v.optional(v.number(), 10),
        max_batch_timeout: v.optional(v.number(), 5),
        max_retries: v.optional(v.number(), 3),
      }),
    ),
  }),
  triggers: v.optional(v.object({ crons: v.array(v.string()) }), { crons: [] }),
});

export interface PlatformConfig {
  vars: Record<string, string>;
  assetsDirectory: string;
  migrationsDirectory: string;
  /** Producer binding name → queue name. */
  producers: Record<string, string>;
  consumers: ConsumerSettings[];
  crons: string[];
}

export function readWranglerConfig(path: string): PlatformConfig {
  const parsed = v.safeParse(configSchema, parse(readFileSync(path, "utf8")));
  if (!parsed.success) {
    const issues = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`);
    throw new Error(`${path} is not the configuration the servers expect:\n${issues.join("\n")}`);
  }
  const config = parsed.output;
  const root = dirname(resolve(path));
  return {
    vars: config.vars,
    assetsDirectory: resolve(root, config.assets.directory),
    migrationsDirectory: resolve(root, config.d1_databases[0].migrations_dir),
    producers: Object.fromEntries(
      config.queues.producers.map((producer) => [producer.binding, producer.queue]),
    ),
    consumers: config.queues.consumers.map((consumer) => ({
      queue: consumer.queue,
      maxBatchSize: consumer.max_batch_size,
      maxBatchTimeoutSeconds: consumer.max_batch_timeout,
      maxRetries: consumer.max_retries,
    })),
    crons: config.triggers.crons,
  };
}
