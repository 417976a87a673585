// Smaller WebP copies of each gallery photo, made by the browser at upload and checked by the server.
// Shared by the profile form (what to make and how to name it), the Worker (what to accept) and every
// page that shows a photo (which copy the browser may choose: srcset, sizes).

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

/** A gallery photo as the API describes it (profile DTO `gallery_photos`). */
export interface SizedPhoto {
  url: string;
  /** Null for photos stored before sizes were kept. */
  width: number | null;
  height: number | null;
  /** Smaller WebP copies, narrowest first. */
  variants: readonly { width: number; url: string }[];
}

/** "…-w400.webp 400w, …-w800.webp 800w, ….jpg 1600w"; undefined when there are no copies to choose from. */
export function photoSrcSet(photo: SizedPhoto): string | undefined {
  if (photo.variants.length === 0) return undefined;
  const candidates = photo.variants.map((variant) => `${variant.url} ${variant.width}w`);
  if (photo.width !== null) candidates.push(`${photo.url} ${photo.width}w`);
  return candidates.join(", ");
}

/**
 * The truck's cover's rendered width: the page's main column (768 px beside the booking column), the
 * screen but for the page's padding below 860 px, a narrower padding on phones (public-profile.css,
 * styles/pages.css). Its `<img>` and the page head's preload of it (decision 0038) give the browser the
 * same choice, so it fetches one copy.
 */
export const COVER_PHOTO_SIZES =
  "(max-width: 640px) calc(100vw - 24px), (max-width: 860px) calc(100vw - 32px), 768px";
