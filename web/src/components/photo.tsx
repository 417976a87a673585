import { photoSrcSet, type SizedPhoto } from "@shared/domain/photo-variants";

export type { SizedPhoto };

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
