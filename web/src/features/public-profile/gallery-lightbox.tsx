import { type KeyboardEvent, type MouseEvent, type TouchEvent, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { useBodyScrollLock } from "../../components/dialog-hooks";

interface GalleryLightboxProps {
  photos: readonly string[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const SWIPE_MIN_PX = 50;

/** "Zdjęcie 2 – Burger Bus": the alt text of a gallery photo, thumbnail and enlarged alike. */
export function photoAlt(index: number, name: string): string {
  return `Zdjęcie ${index + 1} – ${name}`;
}

/** The full-screen photo overlay: Esc closes, arrows move (wrapping around), Tab stays inside. */
export function GalleryLightbox({ photos, name, index, onIndexChange, onClose }: GalleryLightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const stageRef = useRef<HTMLElement>(null);
  const touchStartX = useRef<number | null>(null);
  const total = photos.length;
  const url = photos[index];

  useBodyScrollLock();
  useEffect(() => {
    closeRef.current?.focus();
  }, []);

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
    } else if (event.key === "Tab") {
      // Keep focus inside the dialog (aria-modal alone does not stop Tab).
      const focusable = dialogRef.current?.querySelectorAll<HTMLElement>("button:not([disabled])");
      const first = focusable?.[0];
      const last = focusable?.[focusable.length - 1];
      if (!first || !last) return;
      if (
        event.shiftKey &&
        (document.activeElement === first || document.activeElement === dialogRef.current)
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
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
        {url && <img key={url} className="lightbox__image" src={url} alt={photoAlt(index, name)} />}
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
