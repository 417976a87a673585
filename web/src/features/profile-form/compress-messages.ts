import { PROFILE_LIMITS } from "@shared/schemas/profiles";
import * as v from "valibot";

/** Messages between the form and compress.worker.ts, checked on both sides. */
export const compressRequestSchema = v.object({
  file: v.instance(Blob),
  name: v.string(),
  fileType: v.string(),
});
export type CompressRequest = v.InferOutput<typeof compressRequestSchema>;

export const compressReplySchema = v.variant("kind", [
  v.object({ kind: v.literal("progress"), percent: v.number() }),
  v.object({
    kind: v.literal("done"),
    file: v.instance(Blob),
    // The smaller WebP copies made from `file` (photo-variants.ts); empty when the worker could not.
    variants: v.array(v.object({ width: v.number(), file: v.instance(Blob) })),
  }),
  v.object({ kind: v.literal("failed"), message: v.string() }),
]);
export type CompressReply = v.InferOutput<typeof compressReplySchema>;

/** The options of SPEC.md §9 (at most 1 MB and 1920 px on the longer side), shared by both paths. */
export function compressionOptions(fileType: string, onProgress: (percent: number) => void) {
  return {
    maxSizeMB: 0.95,
    maxWidthOrHeight: PROFILE_LIMITS.maxPhotoSide,
    useWebWorker: true,
    fileType,
    onProgress,
  };
}
