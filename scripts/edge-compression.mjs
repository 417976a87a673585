// What Cloudflare's edge does to the app's answers and a local run lacks (decision 0039): it compresses
// them, brotli first (its default: developers.cloudflare.com/rules/compression-rules/settings), and passes
// a streamed page on as it comes. Locally workerd compresses a page itself, gzip for a browser that lists
// gzip first, and holds the compressed body back until it ends (cloudflare/workers-sdk#8004), so the page's
// head, which should reach the browser while the worker still renders its first screen (decisions 0022,
// 0033), came with the rest. The local forwarder (direct-server.mjs) asks the runtime for plain answers and
// compresses them here, flushing whenever the runtime pauses.
import { constants, createBrotliCompress, createGzip } from "node:zlib";

/** The types the edge compresses by default, among those the app sends. */
const COMPRESSIBLE =
  /^(text\/(html|css|javascript|plain|xml|calendar|csv)|application\/(javascript|json|manifest\+json|xml|ld\+json)|image\/svg\+xml)\b/i;

/** How the edge would encode an answer for `acceptEncoding`: "br", else "gzip", else null (as it is). */
export function edgeEncoding(acceptEncoding) {
  const accepted = new Map();
  for (const part of String(acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, quality === undefined ? 1 : Number(quality));
  }
  for (const encoding of ["br", "gzip"]) if ((accepted.get(encoding) ?? 0) > 0) return encoding;
  return null;
}

/** Whether the edge would compress this answer: a whole (200) body of a compressible type, not encoded yet. */
export function compressible(method, statusCode, headers) {
  return (
    method !== "HEAD" &&
    statusCode === 200 &&
    !headers["content-encoding"] &&
    !headers["content-range"] &&
    !/\bno-transform\b/i.test(String(headers["cache-control"] ?? "")) &&
    COMPRESSIBLE.test(String(headers["content-type"] ?? ""))
  );
}

/**
 * The answer's headers as compressed with `encoding`: its length unknown in advance, and caches told the
 * body depends on Accept-Encoding.
 */
export function compressedHeaders(headers, encoding) {
  const { "content-length": _length, ...rest } = headers;
  const vary = rest.vary ? `${rest.vary}, Accept-Encoding` : "Accept-Encoding";
  return { ...rest, "content-encoding": encoding, vary };
}

/**
 * `answer`'s body into `response`, compressed with `encoding` and flushed out whenever the runtime pauses:
 * chunks that arrive together are compressed together (a flush per 4 KB chunk cost the page ~3 %).
 */
export function pipeCompressed(answer, response, encoding) {
  const encoder =
    encoding === "br"
      ? // The edge compresses dynamic answers quickly rather than small: about brotli's level 4–5.
        createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip();
  const flushKind = encoding === "br" ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  encoder.pipe(response);
  let flushDue = false;
  let ended = false;
  answer.on("data", (chunk) => {
    encoder.write(chunk);
    if (flushDue) return;
    flushDue = true;
    setImmediate(() => {
      flushDue = false;
      if (!ended) encoder.flush(flushKind);
    });
  });
  answer.on("end", () => {
    ended = true;
    encoder.end();
  });
  answer.on("error", () => response.destroy());
}
