import { MAX_VARIANT_BYTES, variantHeight, variantWidthsFor } from "@shared/domain/photo-variants";

/** A smaller WebP copy of a compressed photo, for srcset on cards and thumbnails. */
export interface PhotoVariant {
  width: number;
  file: Blob;
}

/** Tried in turn until the copy fits in MAX_VARIANT_BYTES (a noisy photo needs the lower ones). */
const QUALITIES = [0.8, 0.65, 0.5];

interface Surface {
  canvas: CanvasImageSource;
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  encode: (quality: number) => Promise<Blob | null>;
}

/** A 2D canvas: OffscreenCanvas in the worker and modern pages, a <canvas> element in older ones. */
function surface(width: number, height: number): Surface | null {
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return null;
    return { canvas, context, encode: (quality) => canvas.convertToBlob({ type: "image/webp", quality }) };
  }
  if (typeof document === "undefined") return null;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  return {
    canvas,
    context,
    encode: (quality) => new Promise((resolve) => canvas.toBlob(resolve, "image/webp", quality)),
  };
}

/** The copy as WebP within the size limit, or null (a browser that cannot encode WebP gives PNG). */
async function encodeWebp(target: Surface): Promise<Blob | null> {
  for (const quality of QUALITIES) {
    const blob = await target.encode(quality);
    if (blob?.type !== "image/webp") return null;
    if (blob.size <= MAX_VARIANT_BYTES) return blob;
  }
  return null;
}

/**
 * The 800 and 400 px wide WebP copies of a compressed photo (only widths smaller than it), each scaled
 * from the next larger one so the downscaling stays smooth. Resolves to fewer copies, or none, when the
 * browser cannot make them: the photo itself is uploaded either way.
 */
export async function makePhotoVariants(photo: Blob): Promise<PhotoVariant[]> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo);
  } catch {
    return [];
  }
  const size = { width: bitmap.width, height: bitmap.height };
  const variants: PhotoVariant[] = [];
  let source: CanvasImageSource = bitmap;
  try {
    for (const width of variantWidthsFor(size.width).sort((a, b) => b - a)) {
      const target = surface(width, variantHeight(size, width));
      if (!target) break;
      target.context.imageSmoothingEnabled = true;
      target.context.imageSmoothingQuality = "high";
      target.context.drawImage(source, 0, 0, width, variantHeight(size, width));
      const file = await encodeWebp(target);
      if (!file) break;
      variants.push({ width, file });
      source = target.canvas;
    }
  } catch {
    // A canvas the browser refuses (memory, a lost context): keep the copies made so far.
  } finally {
    bitmap.close();
  }
  return variants.sort((a, b) => a.width - b.width);
}
