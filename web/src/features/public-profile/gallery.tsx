import { useState } from "react";
import { Photo, type SizedPhoto } from "../../components/photo";
import { GalleryLightbox, photoAlt } from "./gallery-lightbox";

export const NO_PHOTOS = "Właściciel nie dodał jeszcze żadnych zdjęć.";

/** A thumbnail's width: the grid's columns of at least 140 px (96 px on phones), rarely over 200 px. */
const THUMBNAIL_SIZES = "(max-width: 640px) 34vw, 200px";

/**
 * Thumbnails (below the fold, so loaded lazily); each opens the full-screen overlay, which gives focus back
 * to it when closed.
 */
export function Gallery({ photos, name }: { photos: readonly SizedPhoto[]; name: string }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // The clicked thumbnail, passed on explicitly: Safari does not focus a button on click, so the
  // overlay could not find it as the focused element to return to.
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  if (photos.length === 0) return <p className="muted">{NO_PHOTOS}</p>;

  function open(index: number, thumbnail: HTMLElement) {
    setOpener(thumbnail);
    setOpenIndex(index);
  }

  return (
    <>
      <ul className="gallery">
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <button
              type="button"
              className="gallery__thumb"
              onClick={(event) => open(index, event.currentTarget)}
            >
              <Photo photo={photo} alt={photoAlt(index, name)} sizes={THUMBNAIL_SIZES} />
            </button>
          </li>
        ))}
      </ul>
      {openIndex !== null && (
        <GalleryLightbox
          photos={photos}
          name={name}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
          opener={opener}
        />
      )}
    </>
  );
}
