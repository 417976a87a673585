import { Hono } from "hono";
import { PUBLIC_PREFIX } from "../adapters/storage";
import type { AppEnv } from "../app-env";
import { IMMUTABLE } from "../lib/asset-caching";
import { ApiError, MESSAGES } from "../lib/errors";

/** R2 refuses longer keys with an error; no stored key is that long, so such a request finds nothing. */
const MAX_KEY_BYTES = 1024;

/** Gallery photos: public, immutable (a replaced photo gets a new key), typed by what was stored. */
export const filesRoutes = new Hono<AppEnv>().get("/:key{.+}", async (c) => {
  const key = c.req.param("key");
  if (
    !key.startsWith(PUBLIC_PREFIX) ||
    key.includes("..") ||
    new TextEncoder().encode(key).byteLength > MAX_KEY_BYTES
  ) {
    throw new ApiError(404, MESSAGES.notFound);
  }
  const object = await c.env.FILES.get(key);
  if (!object) throw new ApiError(404, MESSAGES.notFound);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("Content-Type", object.httpMetadata?.contentType ?? "application/octet-stream");
  headers.set("Cache-Control", IMMUTABLE);
  headers.set("ETag", object.httpEtag);
  return new Response(object.body, { headers });
});
