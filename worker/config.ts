import * as v from "valibot";
import { mapTiles } from "./adapters/map-tiles";
import { paymentsTestMode } from "./adapters/payments";
import { voiceTransport } from "./adapters/voice";
import type { Env } from "./env";
import { ApiError, MESSAGES } from "./lib/errors";
import { log, logError } from "./lib/log";

export function isDevelopment(env: Pick<Env, "ENVIRONMENT">): boolean {
  return env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test";
}

/** Anything not explicitly development or test is production: a missing or mistyped value stays safe. */
export function isProduction(env: Env): boolean {
  return !isDevelopment(env);
}

/** The JWT signing secret; a missing or short one is a configuration fault, never silently replaced. */
export function jwtSecret(env: Env): Uint8Array {
  const secret = env.JWT_SECRET;
  if (!secret || secret.length < 32) {
    log("error", "JWT_SECRET is missing or shorter than 32 characters");
    throw new ApiError(503, MESSAGES.misconfigured);
  }
  return new TextEncoder().encode(secret);
}

const iceServersSchema = v.array(
  v.object({
    urls: v.union([v.string(), v.array(v.string())]),
    username: v.optional(v.string()),
    credential: v.optional(v.string()),
  }),
);

/**
 * STUN/TURN servers for browser-to-browser calls (ICE_SERVERS, a JSON array of RTCIceServer). None are
 * needed on one machine or one network; across the internet a TURN server lets calls through strict NATs.
 * A value that is not such an array is logged and ignored, so a typo costs remote calls, not the app.
 */
export function iceServers(env: Pick<Env, "ICE_SERVERS">): v.InferOutput<typeof iceServersSchema> {
  if (!env.ICE_SERVERS) return [];
  try {
    return v.parse(iceServersSchema, JSON.parse(env.ICE_SERVERS));
  } catch (error) {
    logError("ICE_SERVERS is not a JSON array of RTCIceServer objects", error);
    return [];
  }
}

/** Public settings the SPA needs at run time. */
export function publicConfig(env: Env) {
  return {
    environment: env.ENVIRONMENT,
    google_client_id: env.GOOGLE_CLIENT_ID || null,
    // Which call transport the web uses: "twilio" (GET /api/voice/token) or "webrtc" (the user hub).
    voice_transport: voiceTransport(env),
    dev_mailbox: isDevelopment(env),
    // The web labels the payment pages when no money moves (worker/adapters/payments.ts).
    payments_test_mode: paymentsTestMode(env),
    stripe_publishable_key: env.STRIPE_PUBLISHABLE_KEY || null,
    // The applicationServerKey for pushManager.subscribe; null when push is not configured.
    vapid_public_key: env.VAPID_PUBLIC_KEY || null,
    // The search map's tiles (issue 16); null when there is no map.
    map_tiles: mapTiles(env),
  };
}
