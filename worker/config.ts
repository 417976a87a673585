import { paymentsTestMode } from "./adapters/payments";
import { voiceTransport } from "./adapters/voice";
import type { Env } from "./env";
import { ApiError, MESSAGES } from "./lib/errors";

export function isDevelopment(env: Env): boolean {
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
    console.error("JWT_SECRET is missing or shorter than 32 characters");
    throw new ApiError(503, MESSAGES.misconfigured);
  }
  return new TextEncoder().encode(secret);
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
  };
}
