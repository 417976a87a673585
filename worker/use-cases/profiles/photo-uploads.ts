import { deleteFiles, putFile, variantKey } from "../../adapters/storage";
import { detectImageType } from "../../domain/file-types";
import { type ImageSize, readImageSize } from "../../domain/image-size";
import {
  MAX_VARIANT_BYTES,
  PHOTO_VARIANT_WIDTHS,
  parseVariantFileName,
  variantHeight,
} from "../../domain/photo-variants";
import type { Env } from "../../env";
import { ApiError } from "../../lib/errors";
import { type FormFiles, PROFILE_LIMITS, PROFILE_TEXTS } from "../../schemas/profiles";

/** Refusals of an upload's photos and copies (server only: the form never makes such files). */
const PHOTO_UPLOAD_TEXTS = {
  photoUnreadable: "Nie udało się odczytać wymiarów zdjęcia. Plik może być uszkodzony.",
  photoTooWide: `Zdjęcie może mieć najwyżej ${PROFILE_LIMITS.maxPhotoSide} px na dłuższym boku.`,
  variantName: `Nieprawidłowa pomniejszona kopia zdjęcia: jej nazwa musi wskazywać przesłane zdjęcie i szerokość ${PHOTO_VARIANT_WIDTHS.join(" lub ")} px, każdą najwyżej raz.`,
  variantType: "Pomniejszona kopia zdjęcia musi być plikiem WebP.",
  variantTooLarge: `Pomniejszona kopia zdjęcia może mieć najwyżej ${MAX_VARIANT_BYTES / 1024} KB.`,
  variantSize:
    "Pomniejszona kopia zdjęcia musi mieć zapowiedzianą szerokość, proporcje zdjęcia i być od niego mniejsza.",
} as const;

/** A smaller WebP copy of an uploaded photo, stored beside it at variantKey(photo key, width). */
interface VariantUpload {
  width: number;
  key: string;
  bytes: Uint8Array;
}

/** An uploaded gallery photo, checked: its new key, bytes, detected type, pixel size and copies. */
export interface PhotoUpload extends ImageSize {
  key: string;
  bytes: Uint8Array;
  contentType: string;
  variants: VariantUpload[];
}

/** A copy's height may differ from the exact proportion by rounding in the browser's encoder. */
const VARIANT_HEIGHT_TOLERANCE_PX = 2;

function nonEmptyFiles(parts: FormFiles): File[] {
  const list = parts === undefined ? [] : Array.isArray(parts) ? parts : [parts];
  return list.filter((part): part is File => part instanceof File && part.size > 0);
}

async function readPhoto(file: File): Promise<PhotoUpload> {
  if (file.size > PROFILE_LIMITS.maxPhotoBytes) throw new ApiError(413, PROFILE_TEXTS.photoTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) throw new ApiError(400, PROFILE_TEXTS.photoType);
  const size = readImageSize(bytes, type);
  if (!size) throw new ApiError(400, PHOTO_UPLOAD_TEXTS.photoUnreadable);
  // SPEC.md §9: the form scales photos down to this; the server holds every client to it.
  if (Math.max(size.width, size.height) > PROFILE_LIMITS.maxPhotoSide) {
    throw new ApiError(400, PHOTO_UPLOAD_TEXTS.photoTooWide);
  }
  const key = `profiles/${crypto.randomUUID()}.${type.extension}`;
  return { key, bytes, contentType: type.mime, ...size, variants: [] };
}

/** Checks one copy against the photo its name points at; everything is read from the bytes. */
async function readVariant(file: File, photos: PhotoUpload[]): Promise<void> {
  const named = parseVariantFileName(file.name);
  const photo = named && photos[named.photoIndex];
  if (!named || !photo || photo.variants.some((variant) => variant.width === named.width)) {
    throw new ApiError(400, PHOTO_UPLOAD_TEXTS.variantName);
  }
  if (file.size > MAX_VARIANT_BYTES) throw new ApiError(400, PHOTO_UPLOAD_TEXTS.variantTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (type?.mime !== "image/webp") throw new ApiError(400, PHOTO_UPLOAD_TEXTS.variantType);
  const size = readImageSize(bytes, type);
  if (
    !size ||
    size.width !== named.width ||
    size.width >= photo.width ||
    Math.abs(size.height - variantHeight(photo, size.width)) > VARIANT_HEIGHT_TOLERANCE_PX
  ) {
    throw new ApiError(400, PHOTO_UPLOAD_TEXTS.variantSize);
  }
  photo.variants.push({ width: named.width, key: variantKey(photo.key, named.width), bytes });
}

/**
 * Checks count, size, real type (magic bytes) and pixel size of the uploaded photos and of their smaller
 * copies; gives each photo a new immutable key. Any bad file refuses the whole upload, before anything is
 * stored. Photos may come without copies (older clients, browsers that cannot encode WebP).
 */
export async function readPhotos(photoParts: FormFiles, variantParts: FormFiles): Promise<PhotoUpload[]> {
  const files = nonEmptyFiles(photoParts);
  if (files.length > PROFILE_LIMITS.maxPhotos) throw new ApiError(400, PROFILE_TEXTS.tooManyPhotos);
  const photos: PhotoUpload[] = [];
  for (const file of files) photos.push(await readPhoto(file));
  for (const file of nonEmptyFiles(variantParts)) await readVariant(file, photos);
  for (const photo of photos) photo.variants.sort((a, b) => a.width - b.width);
  return photos;
}

/** Every R2 object of the uploads: the photos and their copies. */
function storedObjects(uploads: PhotoUpload[]) {
  return uploads.flatMap((upload) => [
    { key: upload.key, bytes: upload.bytes, contentType: upload.contentType },
    ...upload.variants.map((variant) => ({
      key: variant.key,
      bytes: variant.bytes,
      contentType: "image/webp",
    })),
  ]);
}

/**
 * Stores the photos and their copies in R2 first; if any of them or the database write then fails, all
 * of them are removed again (nothing left behind that no row points at).
 */
export async function withUploadedPhotos<T>(
  env: Env,
  uploads: PhotoUpload[],
  write: () => Promise<T>,
): Promise<T> {
  const objects = storedObjects(uploads);
  const removeAll = () =>
    deleteFiles(
      env,
      objects.map((object) => object.key),
    );
  const puts = await Promise.allSettled(
    objects.map((object) => putFile(env, object.key, object.bytes, object.contentType)),
  );
  const failed = puts.find((put) => put.status === "rejected");
  if (failed) {
    await removeAll();
    throw failed.reason;
  }
  try {
    return await write();
  } catch (error) {
    await removeAll();
    throw error;
  }
}
