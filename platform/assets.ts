/**
 * The ASSETS binding on a plain server: the built SPA (wrangler.toml's `[assets] directory`) answered as
 * Cloudflare answers it with `not_found_handling = "none"`: a file by its path with its content type, an
 * ETag and `max-age=0, must-revalidate` (the Worker makes hashed files immutable itself), 304 for a
 * matching If-None-Match, a folder's index.html for the folder, and 404 for anything else. The Worker
 * serves the SPA's pages and the not-found page itself (decision 0025).
 */
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".wasm": "application/wasm",
};

interface Asset {
  bytes: Uint8Array;
  etag: string;
  contentType: string;
}

export function assetsFetcher(directory: string): Fetcher {
  const root = resolve(directory);
  // Build output does not change while the server runs: each file is read and hashed once.
  const cache = new Map<string, Promise<Asset | null>>();

  const load = (relative: string): Promise<Asset | null> => {
    let found = cache.get(relative);
    if (!found) {
      found = (async () => {
        const path = join(root, relative);
        if (path !== root && !path.startsWith(root + sep)) return null;
        try {
          const info = await stat(path);
          if (!info.isFile()) return null;
          const bytes = await readFile(path);
          return {
            bytes,
            etag: `"${createHash("sha1").update(bytes).digest("hex")}"`,
            contentType: CONTENT_TYPES[extname(path).toLowerCase()] ?? "application/octet-stream",
          };
        } catch {
          return null;
        }
      })();
      cache.set(relative, found);
    }
    return found;
  };

  const respond = (request: Request, asset: Asset): Response => {
    const headers = new Headers({
      "Content-Type": asset.contentType,
      ETag: asset.etag,
      "Cache-Control": "public, max-age=0, must-revalidate",
    });
    if (request.headers.get("If-None-Match") === asset.etag)
      return new Response(null, { status: 304, headers });
    headers.set("Content-Length", String(asset.bytes.byteLength));
    return new Response(request.method === "HEAD" ? null : asset.bytes, { headers });
  };

  return {
    async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const request = new Request(input, init);
      if (request.method !== "GET" && request.method !== "HEAD") {
        return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
      }
      let path: string;
      try {
        path = decodeURIComponent(new URL(request.url).pathname);
      } catch {
        return new Response("Not Found", { status: 404 });
      }
      const segments = path.split("/").filter((segment) => segment !== "");
      if (segments.some((segment) => segment === ".." || segment.includes("\0"))) {
        return new Response("Not Found", { status: 404 });
      }
      const file =
        (segments.length > 0 ? await load(join(...segments)) : null) ??
        (await load(join(...segments, "index.html")));
      return file ? respond(request, file) : new Response("Not Found", { status: 404 });
    },
    connect() {
      throw new Error("Sockets are not available from the assets binding");
    },
  };
}
