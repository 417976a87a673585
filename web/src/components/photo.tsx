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

/** How urgently the browser should load a photo: above the fold first, the rest as they scroll in. */
export type PhotoPriority = "high" | "eager" | "lazy";

interface PhotoProps {
  photo: SizedPhoto;
  alt: string;
  /** The rendered width per layout, for the browser's choice among the copies. */
  sizes: string;
  priority?: PhotoPriority;
  className?: string;
}

/**
 * One responsive photo: the copies in srcset, its pixel size as width/height (the box is reserved before
 * it loads, so nothing shifts), decoded off the main thread, lazy unless it is among the first seen.
 */
export function Photo({ photo, alt, sizes, priority = "lazy", className }: PhotoProps) {
  const srcSet = photoSrcSet(photo);
  return (
    // loading, sizes and srcset before src: a browser that starts fetching at src then already knows them.
    <img
      className={className}
      loading={priority === "lazy" ? "lazy" : "eager"}
      fetchPriority={priority === "high" ? "high" : undefined}
      decoding="async"
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet}
      width={photo.width ?? undefined}
      height={photo.height ?? undefined}
      alt={alt}
      src={photo.url}
    />
  );
}
