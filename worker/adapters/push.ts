// Web Push: the sender the outbox uses and its configuration. There is no local stand-in: `npm start`
// generates a VAPID key pair (scripts/vapid-keys.mjs), so the real sender runs everywhere; offline, the
// push service is unreachable and the outbox retries and keeps the row as failed, like any other failure.
import type { Env } from "../env";
import { base64UrlToBytes } from "../lib/encoding";
import { webPushSender } from "./push-web-push";

/** What a notification shows (SPEC.md §3 Notification); the service worker opens the conversation. */
export interface PushNotification {
  title: string;
  body: string;
  conversationId: number;
}

/** A browser's subscription as stored: the push service URL and the keys its payloads are encrypted to. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * "delivered" when the push service took the message, "gone" when it says the subscription no longer
 * exists (404/410); any other answer throws, so the outbox retries.
 */
export type PushOutcome = "delivered" | "gone";

export interface PushSender {
  send(target: PushTarget, notification: PushNotification): Promise<PushOutcome>;
}

export class PushConfigError extends Error {}

function decodedLength(text: string): number | null {
  try {
    return base64UrlToBytes(text).length;
  } catch {
    return null;
  }
}

/** The VAPID configuration, or a PushConfigError naming the secret that is missing or malformed. */
export function vapidKeysFromEnv(env: Env): VapidKeys {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  const subject = env.VAPID_SUBJECT?.trim();
  if (!publicKey) throw new PushConfigError("VAPID_PUBLIC_KEY is not set");
  if (!privateKey) throw new PushConfigError("VAPID_PRIVATE_KEY is not set");
  if (!subject) throw new PushConfigError("VAPID_SUBJECT is not set");
  if (decodedLength(publicKey) !== 65 || !publicKey.startsWith("B")) {
    throw new PushConfigError("VAPID_PUBLIC_KEY is not a base64url uncompressed P-256 public key");
  }
  if (decodedLength(privateKey) !== 32) {
    throw new PushConfigError("VAPID_PRIVATE_KEY is not a base64url P-256 private key (32 bytes)");
  }
  if (!/^(mailto:|https:)/.test(subject)) {
    throw new PushConfigError("VAPID_SUBJECT must be a mailto: or https: URL");
  }
  return { publicKey, privateKey, subject };
}

/** The Web Push sender; throws PushConfigError when the VAPID keys are missing (in every environment). */
export function pushSenderFromEnv(env: Env): PushSender {
  return webPushSender({ vapid: vapidKeysFromEnv(env) });
}
