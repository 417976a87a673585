/**
 * The Worker's plain variables and secrets (every string field of Env) for a plain server: wrangler.toml's
 * [vars] first, then the process environment, then the caller's own (the local .dev.vars), as wrangler
 * layers them. Only these names are read: the rest of the environment never reaches the app.
 */
import * as v from "valibot";
import type { Env } from "../worker/env";

type StringKey = { [K in keyof Env]-?: Env[K] extends string | undefined ? K : never }[keyof Env];

const optional = v.optional(v.string());

/** `satisfies` keeps this list equal to Env's string fields: a new variable added there fails to compile here. */
const ENTRIES = {
  ENVIRONMENT: v.string(),
  APP_URL: v.string(),
  JWT_SECRET: optional,
  MAIL_FROM: v.string(),
  MAIL_API_KEY: optional,
  MAIL_API_URL: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_JWKS_URL: v.string(),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_CONNECT_WEBHOOK_SECRET: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  ICE_SERVERS: optional,
  MAP_TILE_URL: optional,
  MAP_ATTRIBUTION: optional,
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  VAPID_SUBJECT: v.string(),
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_API_KEY_SID: optional,
  TWILIO_API_KEY_SECRET: optional,
  TWILIO_TWIML_APP_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  PASSWORD_HASH_ITERATIONS: optional,
} satisfies Record<StringKey, v.GenericSchema<unknown, string | undefined>>;

const variablesSchema = v.object(ENTRIES);

export type Variables = Pick<Env, StringKey>;

export function environmentVariables(...layers: Record<string, string | undefined>[]): Variables {
  const merged: Record<string, string> = {};
  for (const layer of layers) {
    for (const name of Object.keys(ENTRIES)) {
      const value = layer[name];
      // An empty value unsets, as an empty secret is no secret.
      if (value !== undefined) {
        if (value === "") delete merged[name];
        else merged[name] = value;
      }
    }
  }
  const parsed = v.safeParse(variablesSchema, merged);
  if (!parsed.success) {
    const missing = parsed.issues.map((issue) => v.getDotPath(issue) ?? "?").join(", ");
    throw new Error(`Missing configuration: ${missing} (wrangler.toml [vars] or the environment)`);
  }
  const variables: Variables = parsed.output;
  return variables;
}
