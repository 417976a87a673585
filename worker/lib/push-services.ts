import { type AddressRules, addressTextProblem } from "./outside-address";

/**
 * The push services browsers subscribe with: the only hosts a push subscription may point to, so the
 * server never posts to an address a user made up (decision 0026). A host is listed exactly, or as
 * ".suffix" for any name under it. Where each comes from:
 * - Google Firebase Cloud Messaging: Chrome on every platform, Edge and the other Chromium browsers on
 *   Android, Samsung Internet, Opera (`https://fcm.googleapis.com/fcm/send/…`, `/wp/…`). The older
 *   `android.googleapis.com/gcm/send` endpoints are not listed: they spoke Google's own GCM protocol,
 *   not Web Push with VAPID, and Google shut GCM down in 2019.
 * - Mozilla autopush: Firefox (`https://updates.push.services.mozilla.com/wpush/v2/…`).
 * - Apple: Safari 16+ on macOS and Home Screen web apps on iOS/iPadOS 16.4+
 *   (`https://web.push.apple.com/…`); Apple's "Sending web push notifications in web apps and browsers"
 *   asks servers to allow `*.push.apple.com`.
 * - Microsoft Windows Push Notification Services: Edge on Windows (`https://wns2-….notify.windows.com/w/?token=…`).
 */
export const BROWSER_PUSH_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  ".push.apple.com",
  ".notify.windows.com",
] as const;

export function isBrowserPushHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return BROWSER_PUSH_HOSTS.some((listed) =>
    listed.startsWith(".") ? host.endsWith(listed) && host.length > listed.length : host === listed,
  );
}

/** Push endpoints: https, no credentials, the default port, one of the browsers' push services. */
export const PUSH_ADDRESS_RULES: AddressRules = { policy: { kind: "only", allows: isBrowserPushHost } };

/** Why the server must not post to this push endpoint (English, for the logs), or null when it may. */
export function pushEndpointProblem(endpoint: string): string | null {
  return addressTextProblem(endpoint, PUSH_ADDRESS_RULES);
}
