// Smaller WebP copies of each gallery photo, made by the browser at upload and checked by the server.
// Shared by the profile form (what to make and how to name it) and the Worker (what to accept).

/** Widths of the copies; a photo gets those narrower than itself (srcset candidates for cards and thumbnails). */
export const PHOTO_VARIANT_WIDTHS = [400, 800] as const;

/** The multipart field that carries every copy, beside `gallery_photos`. */
export const PHOTO_VARIANTS_FIELD = "gallery_photo_variants";

/** The most a copy may weigh (an 800 px WebP photo is usually 40–150 KB). */
export const MAX_VARIANT_BYTES = 256 * 1024;

/** The copies a photo `photoWidth` px wide gets: only widths smaller than the photo itself. */
export function variantWidthsFor(photoWidth: number): number[] {
  return PHOTO_VARIANT_WIDTHS.filter((width) => width < photoWidth);
}

/** The copy's height at `width`, keeping the photo's proportions (at least 1 px). */
export function variantHeight(photo: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((width * photo.height) / photo.width));
}

/**
 * Each copy's file name says which photo (0-based, in the order of `gallery_photos`) and which width it
 * is: "0-w400.webp", "0-w800.webp", "1-w400.webp"… A photo may come with any of its copies or none.
 */
export function variantFileName(photoIndex: number, width: number): string {
  return `${photoIndex}-w${width}.webp`;
}

/** "3-w800.webp" → { photoIndex: 3, width: 800 }; null for any other name or width. */
export function parseVariantFileName(name: string): { photoIndex: number; width: number } | null {
  const match = /^(\d{1,2})-w(\d{3,4})\.webp$/.exec(name);
  if (!match) return null;
  const width = Number(match[2]);
  if (!PHOTO_VARIANT_WIDTHS.some((allowed) => allowed === width)) return null;
  return { photoIndex: Number(match[1]), width };
}
