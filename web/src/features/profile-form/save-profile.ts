import { PHOTO_VARIANTS_FIELD, variantFileName } from "@shared/domain/photo-variants";
import { PROFILE_TEXTS } from "@shared/schemas/profiles";
import { ApiRequestError } from "../../lib/api";
import { uploadWithProgress } from "../../lib/upload";
import {
  COMPRESSION_FAILED,
  type CompressedPhoto,
  compressPhotos,
  PhotoTooLargeError,
} from "./compress-photos";
import { fieldOf, savedProfileSchema } from "./profile-form-values";
import type { Phase } from "./save-progress";

const SAVE_FAILED = "Wystąpił błąd.";

/** Why a save did not go through: the message, and the field it belongs to when there is one. */
export interface SaveRefusal {
  message: string;
  field?: string;
}

/** The compressed photos as the server takes them (the profile form, and one by one in the gallery). */
export function appendPhotoParts(body: FormData, photos: readonly CompressedPhoto[]): void {
  for (const photo of photos) body.append("gallery_photos", photo.file, photo.file.name);
  // Each photo's smaller copies, named after its position ("0-w400.webp"): the server checks them.
  for (const [index, photo] of photos.entries()) {
    for (const variant of photo.variants) {
      body.append(PHOTO_VARIANTS_FIELD, variant.file, variantFileName(index, variant.width));
    }
  }
}

/**
 * Compresses the new photos in the browser, then sends the profile (POST for a new one, PUT with
 * `profileId`) with upload progress. Resolves to null when saved, or to what to tell the user.
 */
export async function saveProfile(options: {
  profileId: number | undefined;
  fields: Record<string, string>;
  photos: File[];
  onPhase: (phase: Phase) => void;
}): Promise<SaveRefusal | null> {
  const { profileId, fields, photos, onPhase } = options;
  let files: CompressedPhoto[] = [];
  if (photos.length > 0) {
    onPhase({ kind: "compressing", percent: 0 });
    try {
      files = await compressPhotos(photos, (percent) => onPhase({ kind: "compressing", percent }));
    } catch (caught) {
      return caught instanceof PhotoTooLargeError
        ? { message: PROFILE_TEXTS.photoTooLarge, field: "gallery_photos" }
        : { message: COMPRESSION_FAILED };
    }
  }
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  appendPhotoParts(body, files);
  onPhase({ kind: "uploading", percent: 0 });
  try {
    await uploadWithProgress({
      method: profileId === undefined ? "POST" : "PUT",
      path: profileId === undefined ? "/api/profiles" : `/api/profiles/${profileId}`,
      body,
      schema: savedProfileSchema,
      fallback: SAVE_FAILED,
      onProgress: (percent) => onPhase({ kind: "uploading", percent }),
    });
  } catch (caught) {
    if (!(caught instanceof ApiRequestError)) return { message: SAVE_FAILED };
    return caught.field
      ? { message: caught.message, field: fieldOf(caught.field) }
      : { message: caught.message };
  }
  return null;
}
