import { buildPushPayload } from "@block65/webcrypto-web-push";
import type { PushSender, VapidKeys } from "./push";

/** How long a push service keeps an undelivered message (the VAPID JWT the library signs lasts 12 h). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Web Push over Web Crypto: RFC 8291 (aes128gcm) payload encryption and RFC 8292 VAPID auth by
 * @block65/webcrypto-web-push, sent with `fetch` (injected, so tests can point it at a fake push service).
 */
export function webPushSender(options: { vapid: VapidKeys; fetch: typeof fetch }): PushSender {
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
      const response = await options.fetch(target.endpoint, {
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
