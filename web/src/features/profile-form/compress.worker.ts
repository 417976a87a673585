import imageCompression from "browser-image-compression";
import * as v from "valibot";
import { type CompressReply, compressionOptions, compressRequestSchema } from "./compress-messages";
import { makePhotoVariants } from "./photo-variants";

/**
 * Compresses one photo off the main thread, then makes its smaller WebP copies there too. The library's own
 * worker is built from a blob: URL, which the site's Content-Security-Policy (worker-src 'self') refuses;
 * this same-origin worker is allowed. Inside a worker the library compresses in place (OffscreenCanvas), so
 * `useWebWorker` starts nothing further.
 */
function reply(message: CompressReply) {
  postMessage(message);
}

addEventListener("message", async (event: MessageEvent<unknown>) => {
  const request = v.safeParse(compressRequestSchema, event.data);
  if (!request.success) {
    reply({ kind: "failed", message: "invalid request" });
    return;
  }
  const { file, name, fileType } = request.output;
  try {
    const input = new File([file], name, { type: file.type });
    const result = await imageCompression(
      input,
      compressionOptions(fileType, (percent) => reply({ kind: "progress", percent })),
    );
    reply({ kind: "done", file: result, variants: await makePhotoVariants(result) });
  } catch (error) {
    reply({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
  }
});
