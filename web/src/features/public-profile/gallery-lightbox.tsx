import { type KeyboardEvent, type MouseEvent, type TouchEvent, useRef } from "react";
import { createPortal } from "react-dom";
import { trapTabKey, useModalFocus } from "../../components/dialog-hooks";
import { Photo, type SizedPhoto } from "../../components/photo";

interface GalleryLightboxProps {
  photos: readonly SizedPhoto[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The thumbnail that opened the overlay: focus goes back to it on close. */
  opener: HTMLElement | null;
}

/** The enlarged photo fills the screen but for the overlay's padding (see .lightbox). */
const ENLARGED_SIZES = "(max-width: 640px) calc(100vw - 16px), calc(100vw - 144px)";

const SWIPE_MIN_PX = 50;

/** "Zdjęcie 2 – Burger Bus": the alt text of a gallery photo, thumbnail and enlarged alike. */
export function photoAlt(index: number, name: string): string {
  return `Zdjęcie ${index + 1} – ${name}`;
}

/**
 * The full-screen photo overlay, modal like every dialog (useModalFocus): the page behind is inert, focus
 * starts on "Zamknij" and returns to the opening thumbnail; Esc closes, arrows move (wrapping around).
 */
export function GalleryLightbox({
  photos,
  name,
  index,
  onIndexChange,
  onClose,
  opener,
}: GalleryLightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const stageRef = useRef<HTMLElement>(null);
  const touchStartX = useRef<number | null>(null);
  const total = photos.length;
  const photo = photos[index];

  useModalFocus(dialogRef, { initialFocus: () => closeRef.current, returnFocusTo: opener });

  const show = (next: number) => onIndexChange((next + total) % total);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
    } else if (event.key === "ArrowLeft" && total > 1) {
      event.preventDefault();
      show(index - 1);
    } else if (event.key === "ArrowRight" && total > 1) {
      event.preventDefault();
      show(index + 1);
    } else {
      trapTabKey(event, dialogRef.current);
    }
  }

  /** A click on the dark backdrop (around the photo, not on it or a button) closes. */
  function onBackdropClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget || event.target === stageRef.current) onClose();
  }

  function onTouchStart(event: TouchEvent) {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  }

  function onTouchEnd(event: TouchEvent) {
    const startX = touchStartX.current;
    const endX = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (startX === null || endX === undefined || total < 2) return;
    if (endX - startX > SWIPE_MIN_PX) show(index - 1);
    else if (startX - endX > SWIPE_MIN_PX) show(index + 1);
  }

  return createPortal(
    <div
      ref={dialogRef}
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label="Galeria zdjęć"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClick={onBackdropClick}
    >
      <figure ref={stageRef} className="lightbox__stage" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {photo && (
          <Photo
            key={photo.url}
            className="lightbox__image"
            photo={photo}
            alt={photoAlt(index, name)}
            sizes={ENLARGED_SIZES}
            priority="eager"
          />
        )}
        <figcaption className="lightbox__counter" aria-live="polite">
          {index + 1} / {total}
        </figcaption>
      </figure>
      {total > 1 && (
        <>
          <button
            type="button"
            className="lightbox__nav lightbox__nav--prev"
            aria-label="Poprzednie zdjęcie"
            onClick={() => show(index - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="lightbox__nav lightbox__nav--next"
            aria-label="Następne zdjęcie"
            onClick={() => show(index + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
      <button ref={closeRef} type="button" className="lightbox__close" aria-label="Zamknij" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>,
    document.body,
  );
}
