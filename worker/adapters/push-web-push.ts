import { buildPushPayload } from "@block65/webcrypto-web-push";
import { PUSH_ADDRESS_RULES } from "../lib/push-services";
import { guardedFetcher } from "./guarded-fetch";
import type { PushSender, VapidKeys } from "./push";

/** How long a push service keeps an undelivered message (the VAPID JWT the library signs lasts 12 h). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * How long one push may take, redirects and answer included. Push services answer in well under a
 * second; one that does not answer in this time is given up on, and the outbox retries the row later.
 */
export const PUSH_TIMEOUT_MS = 5_000;

/** Push services answer with an empty body or a short error; nothing longer is read. */
const PUSH_ANSWER_MAX_BYTES = 16 * 1024;

/**
 * Web Push over Web Crypto: RFC 8291 (aes128gcm) payload encryption and RFC 8292 VAPID auth by
 * @block65/webcrypto-web-push, sent through the guarded fetcher with the push services' host list, so
 * an endpoint (or a redirect) elsewhere is never contacted. `fetch` is the transport underneath (tests
 * put a fake push service there).
 */
export function webPushSender(options: {
  vapid: VapidKeys;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): PushSender {
  const send = guardedFetcher({
    ...PUSH_ADDRESS_RULES,
    timeoutMs: options.timeoutMs ?? PUSH_TIMEOUT_MS,
    maxResponseBytes: PUSH_ANSWER_MAX_BYTES,
    fetch: options.fetch,
  });
  return {
    async send(target, notification) {
      const request = await buildPushPayload(
        {
          data: { ...notification },
          // One topic per conversation: a device that was offline gets only the latest message's push.
          options: {
            ttl: PUSH_TTL_SECONDS,
            urgency: "high",
            topic: `conversation-${notification.conversationId}`,
          },
        },
        {
          endpoint: target.endpoint,
          expirationTime: null,
          keys: { p256dh: target.p256dh, auth: target.auth },
        },
        options.vapid,
      );
      const response = await send(target.endpoint, {
        method: "POST",
        headers: request.headers,
        body: request.body,
      });
      if (response.status === 404 || response.status === 410) return "gone";
      if (!response.ok) {
        const detail = (await response.text()).slice(0, 300);
        throw new Error(`Push service answered ${response.status}: ${detail}`);
      }
      return "delivered";
    },
  };
}
