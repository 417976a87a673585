import { PROFILE_LIMITS } from "@shared/schemas/profiles";
import imageCompression from "browser-image-compression";
// If the library ever starts its own worker, it loads this copy of itself rather than one from a CDN.
import compressionLibUrl from "browser-image-compression/dist/browser-image-compression.js?url";
import * as v from "valibot";
import { compressionOptions, compressReplySchema } from "./compress-messages";
import { makePhotoVariants, type PhotoVariant } from "./photo-variants";

/** Types the server accepts; a browser that cannot encode the target type falls back to JPEG. */
const KEPT_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);
const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

export const COMPRESSION_FAILED = "Błąd podczas kompresji zdjęć.";

/** A photo that stays above the server's limit even after compression. */
export class PhotoTooLargeError extends Error {}

function renamed(file: Blob, originalName: string): File {
  const type = KEPT_TYPES.has(file.type) ? file.type : "image/jpeg";
  const base = originalName.replace(/\.[^.]*$/, "") || "zdjecie";
  return new File([file], `${base}.${EXTENSIONS[type] ?? "jpg"}`, { type });
}

/** A compressed photo and its smaller WebP copies, ready for the multipart upload. */
export interface CompressedPhoto<TFile extends Blob = File> {
  file: TFile;
  variants: PhotoVariant[];
}

/** What compression returns before the photo gets its upload name. */
type Compressed = CompressedPhoto<Blob>;

/** Compression (and the copies) in our own same-origin worker, so a large photo never freezes the page. */
function compressInWorker(
  file: File,
  fileType: string,
  onProgress: (percent: number) => void,
): Promise<Compressed> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./compress.worker.ts", import.meta.url), { type: "module" });
    } catch (error) {
      reject(error);
      return;
    }
    worker.addEventListener("message", (event: MessageEvent<unknown>) => {
      const reply = v.safeParse(compressReplySchema, event.data);
      if (!reply.success) return;
      if (reply.output.kind === "progress") {
        onProgress(reply.output.percent);
        return;
      }
      worker.terminate();
      if (reply.output.kind === "done") resolve({ file: reply.output.file, variants: reply.output.variants });
      else reject(new Error(reply.output.message));
    });
    worker.addEventListener("error", (event) => {
      worker.terminate();
      reject(new Error(event.message || "compression worker failed"));
    });
    worker.postMessage({ file, name: file.name, fileType });
  });
}

/** The same work on the page itself, for browsers whose workers cannot decode images (older Safari). */
async function compressOnPage(
  file: File,
  fileType: string,
  onProgress: (percent: number) => void,
): Promise<Compressed> {
  const compressed = await imageCompression(file, {
    ...compressionOptions(fileType, onProgress),
    libURL: new URL(compressionLibUrl, window.location.href).href,
  });
  return { file: compressed, variants: await makePhotoVariants(compressed) };
}

async function compressAs(
  file: File,
  fileType: string,
  onProgress: (percent: number) => void,
): Promise<Compressed> {
  try {
    return await compressInWorker(file, fileType, onProgress);
  } catch {
    return compressOnPage(file, fileType, onProgress);
  }
}

/**
 * JPEG stays JPEG; everything else (PNG, WebP, GIF…) is encoded as WebP: for photos it is a fraction of
 * PNG's size and keeps transparency, so a 12 MB PNG compresses in about a second instead of half a minute.
 */
function targetType(file: File): string {
  return file.type === "image/jpeg" ? "image/jpeg" : "image/webp";
}

async function compressOne(file: File, onProgress: (percent: number) => void): Promise<CompressedPhoto> {
  const fileType = targetType(file);
  let result = await compressAs(file, fileType, onProgress);
  // Noisy PNGs may not fit in 1 MB even with fewer colours; as JPEG they do.
  if (result.file.size > PROFILE_LIMITS.maxPhotoBytes && fileType !== "image/jpeg") {
    result = await compressAs(file, "image/jpeg", onProgress);
  }
  if (result.file.size > PROFILE_LIMITS.maxPhotoBytes) throw new PhotoTooLargeError();
  return { file: renamed(result.file, file.name), variants: result.variants };
}

/**
 * Compresses the photos one after another (to at most 1 MB and 1920 px on the longer side, SPEC.md §9),
 * each with its smaller WebP copies, reporting the overall progress 0–100.
 */
export async function compressPhotos(
  files: File[],
  onProgress: (percent: number) => void,
): Promise<CompressedPhoto[]> {
  const done: CompressedPhoto[] = [];
  let shown = 0;
  // A retry restarts one file's progress; the overall figure never goes back.
  const report = (current: number) => {
    shown = Math.max(shown, Math.min(100, Math.round(((done.length + current / 100) / files.length) * 100)));
    onProgress(shown);
  };
  for (const file of files) {
    report(0);
    done.push(await compressOne(file, report));
  }
  onProgress(100);
  return done;
}
