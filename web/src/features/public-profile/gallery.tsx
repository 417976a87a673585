import { useRef, useState } from "react";
import { GalleryLightbox, photoAlt } from "./gallery-lightbox";

export const NO_PHOTOS = "Właściciel nie dodał jeszcze żadnych zdjęć.";

/** Thumbnails; each opens the full-screen overlay, which gives focus back to it when closed. */
export function Gallery({ photos, name }: { photos: readonly string[]; name: string }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const openerIndex = useRef(0);

  if (photos.length === 0) return <p className="muted">{NO_PHOTOS}</p>;

  function open(index: number) {
    openerIndex.current = index;
    setOpenIndex(index);
  }

  function close() {
    setOpenIndex(null);
    thumbnails.current[openerIndex.current]?.focus();
  }

  return (
    <>
      <ul className="gallery">
        {photos.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              className="gallery__thumb"
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              onClick={() => open(index)}
            >
              <img src={url} alt={photoAlt(index, name)} loading="lazy" decoding="async" />
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
          onClose={close}
        />
      )}
    </>
  );
}
