import type { Env } from "../env";

/** Public URL of a stored file; served by GET /api/files/* (routes/files.ts). */
export function fileUrl(key: string): string {
  return `/api/files/${key}`;
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
    console.error("Deleting R2 objects failed", keys, error);
  }
}
