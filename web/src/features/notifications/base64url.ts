/**
 * Base64url text (RFC 4648 §5, padding optional) to bytes: the VAPID public key comes from /api/config
 * as text, and `pushManager.subscribe` wants its raw bytes as `applicationServerKey`. Throws on anything
 * that is not base64url, so a broken key is an error shown to the user and not a confusing subscribe failure.
 */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const unpadded = text.replace(/=+$/, "");
  // A length of 1 mod 4 cannot come from whole bytes.
  if (!/^[\w-]*$/.test(unpadded) || unpadded.length % 4 === 1) throw new Error("Not base64url text");
  const binary = atob(unpadded.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether a subscription was made with this key (a changed server key needs a new subscription). */
export function sameKey(current: ArrayBuffer | null, expected: Uint8Array): boolean {
  if (!current || current.byteLength !== expected.byteLength) return false;
  const bytes = new Uint8Array(current);
  return bytes.every((byte, index) => byte === expected[index]);
}
