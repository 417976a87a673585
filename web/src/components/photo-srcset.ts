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
