import { PassThrough } from "node:stream";
import { brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  compressedHeaders,
  compressible,
  edgeEncoding,
  pipeCompressed,
} from "../../scripts/edge-compression.mjs";

describe("the local stand-in for the edge's compression (decision 0039)", () => {
  it("chooses brotli first, as the edge does, then gzip, and nothing a browser refused", () => {
    expect(edgeEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(edgeEncoding("gzip, br;q=0")).toBe("gzip");
    expect(edgeEncoding("gzip;q=0.5")).toBe("gzip");
    expect(edgeEncoding("identity")).toBeNull();
    expect(edgeEncoding(undefined)).toBeNull();
  });

  it("compresses whole answers of text types only, never one already encoded or a part", () => {
    const html = { "content-type": "text/html; charset=utf-8" };
    expect(compressible("GET", 200, html)).toBe(true);
    expect(compressible("GET", 200, { "content-type": "application/json" })).toBe(true);
    expect(compressible("HEAD", 200, html)).toBe(false);
    expect(compressible("GET", 304, html)).toBe(false);
    expect(compressible("GET", 200, { "content-type": "image/webp" })).toBe(false);
    expect(compressible("GET", 200, { ...html, "content-encoding": "gzip" })).toBe(false);
    expect(compressible("GET", 200, { ...html, "content-range": "bytes 0-9/99" })).toBe(false);
    expect(compressible("GET", 200, { ...html, "cache-control": "no-transform" })).toBe(false);
  });

  it("drops the length, names the encoding and varies on Accept-Encoding", () => {
    expect(compressedHeaders({ "content-length": "99", vary: "Cookie", "x-a": "1" }, "br")).toEqual({
      "content-encoding": "br",
      vary: "Cookie, Accept-Encoding",
      "x-a": "1",
    });
  });

  /** Decodes what has arrived so far, whole or not. */
  const decoders = {
    br: (bytes: Buffer) =>
      brotliDecompressSync(bytes, { finishFlush: constants.BROTLI_OPERATION_FLUSH }).toString(),
    gzip: (bytes: Buffer) => gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }).toString(),
  };
  for (const encoding of ["br", "gzip"] as const) {
    const decode = decoders[encoding];
    it(`sends a page's head (${encoding}) before the runtime has sent the rest`, async () => {
      const answer = new PassThrough();
      const response = new PassThrough();
      const received: Buffer[] = [];
      response.on("data", (chunk: Buffer) => received.push(chunk));
      pipeCompressed(answer, response, encoding);
      const head = `<!doctype html><html><head><title>Burger Bus</title>${"<style>.a{}</style>".repeat(200)}</head>`;
      answer.write(head);
      // The head alone decodes, while the body is still to come.
      await expect
        .poll(() => {
          try {
            return decode(Buffer.concat(received));
          } catch {
            return "";
          }
        })
        .toBe(head);
      answer.end("<body>Burger Bus</body></html>");
      await new Promise((resolve) => response.on("end", resolve));
      expect(decode(Buffer.concat(received))).toBe(`${head}<body>Burger Bus</body></html>`);
    });
  }
});
