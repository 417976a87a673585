import type { Env } from "../env";
import { logError } from "../lib/log";

/** Public URL of a stored file; served by GET /api/files/* (routes/files.ts). */
export function fileUrl(key: string): string {
  return `/api/files/${key}`;
}

/** The key of a photo's smaller WebP copy `width` px wide, stored beside it: "a/b.jpg" → "a/b-w400.webp". */
export function variantKey(key: string, width: number): string {
  return `${key.replace(/\.[^./]*$/, "")}-w${width}.webp`;
}

/** Keys under this prefix are public (gallery photos); everything else needs its own permission check. */
export const PUBLIC_PREFIX = "profiles/";

export async function putFile(env: Env, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await env.FILES.put(key, bytes, { httpMetadata: { contentType } });
}

/** Best effort: a failed delete only leaves an orphaned object behind, never breaks the request. */
export async function deleteFiles(env: Env, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await env.FILES.delete(keys);
  } catch (error) {
    logError("deleting R2 objects failed", error, { keys });
  }
}
