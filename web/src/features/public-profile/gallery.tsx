import { type ReactNode, useState } from "react";
import { Photo, type SizedPhoto } from "../../components/photo";
import { onPlainClick } from "../../lib/plain-click";
import { GalleryLightbox, photoAlt } from "./gallery-lightbox";

export const NO_PHOTOS = "Właściciel nie dodał jeszcze żadnych zdjęć.";

/** A thumbnail's width: the grid's columns of at least 140 px (96 px on phones), rarely over 200 px. */
const THUMBNAIL_SIZES = "(max-width: 640px) 34vw, 200px";

/** Opens the full-screen overlay at a photo; `from` gets focus back when it closes. */
export type OpenPhoto = (index: number, from: HTMLElement) => void;

/**
 * The full-screen overlay of a truck's photos, opened from the cover or a thumbnail: `open` shows it,
 * `viewer` is the overlay to render (null while closed).
 */
export function usePhotoViewer(
  photos: readonly SizedPhoto[],
  name: string,
): { open: OpenPhoto; viewer: ReactNode } {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // The clicked element, passed on explicitly: Safari does not focus a button on click, so the overlay
  // could not find it as the focused element to return to.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const open: OpenPhoto = (index, from) => {
    setOpener(from);
    setOpenIndex(index);
  };
  const viewer =
    openIndex === null ? null : (
      <GalleryLightbox
        photos={photos}
        name={name}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
        opener={opener}
      />
    );
  return { open, viewer };
}

/** A truck's photos on its profile, and how to open the overlay at one of them. */
export interface TruckPhotosProps {
  photos: readonly SizedPhoto[];
  /** The truck's name, in the photos' alt texts. */
  name: string;
  onOpen: OpenPhoto;
}

/**
 * Thumbnails (below the fold, so loaded lazily); each opens the full-screen overlay at itself. Each is a link
 * to the photo itself: before the app has started, or with scripts off, it still shows the photo large.
 */
export function Gallery({ photos, name, onOpen }: TruckPhotosProps) {
  if (photos.length === 0) return <p className="muted">{NO_PHOTOS}</p>;
  return (
    <ul className="gallery">
      {photos.map((photo, index) => (
        <li key={photo.url}>
          <a
            href={photo.url}
            className="gallery__thumb"
            data-app-link=""
            onClick={(event) => {
              const link = event.currentTarget;
              onPlainClick(event, () => onOpen(index, link));
            }}
          >
            <Photo photo={photo} alt={photoAlt(index, name)} sizes={THUMBNAIL_SIZES} />
          </a>
        </li>
      ))}
    </ul>
  );
}
