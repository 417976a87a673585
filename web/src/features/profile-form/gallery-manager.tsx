import { PROFILE_LIMITS } from "@shared/schemas/profiles";
import {
  type ChangeEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import type { GalleryPhoto } from "./gallery-order";
import { GalleryTile, UploadTile } from "./gallery-tile";
import "./gallery-manager.css";
import { type Gallery, type TileControl, useGallery } from "./use-gallery";

/** The photo dragged by its handle, and the order before the drag (put back if it is cancelled). */
interface Drag {
  id: number;
  pointerId: number;
  before: readonly GalleryPhoto[];
}

/** The shown photo under a point on the screen, by its tile. */
function photoAt(x: number, y: number): number | null {
  for (const element of document.elementsFromPoint(x, y)) {
    const tile = element.closest<HTMLElement>("[data-photo]");
    if (tile) return Number(tile.dataset.photo);
  }
  return null;
}

/**
 * Reordering with a pointer: the handle is held and moved over another tile, which makes room; letting go
 * sends the new order, a cancelled gesture puts the old one back.
 */
function useDragOrder(gallery: Gallery) {
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);

  function start(id: number, event: ReactPointerEvent<HTMLElement>) {
    if (event.button !== 0) return;
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    drag.current = { id, pointerId: event.pointerId, before: gallery.view.photos };
    setDragging(id);
    const move = (moved: PointerEvent) => {
      const current = drag.current;
      if (!current || moved.pointerId !== current.pointerId) return;
      const over = photoAt(moved.clientX, moved.clientY);
      if (over === null || over === current.id) return;
      const index = gallery.shownNow().findIndex((photo) => photo.id === over);
      if (index >= 0) gallery.move(current.id, index, { send: false });
    };
    const end = (ended: PointerEvent) => {
      const current = drag.current;
      if (!current || ended.pointerId !== current.pointerId) return;
      drag.current = null;
      setDragging(null);
      handle.removeEventListener("pointermove", move);
      handle.removeEventListener("pointerup", end);
      handle.removeEventListener("pointercancel", end);
      if (ended.type === "pointercancel") gallery.restoreOrder(current.before);
      else gallery.dropped(current.id);
    };
    handle.addEventListener("pointermove", move);
    handle.addEventListener("pointerup", end);
    handle.addEventListener("pointercancel", end);
  }

  return { dragging, start };
}

/** Brings focus back to the control a keyboard move or an undo was made with, once the gallery redrew. */
function useTileFocus(gallery: Gallery, listRef: RefObject<HTMLUListElement | null>) {
  useEffect(() => {
    const request = gallery.focusRequest.current;
    if (!request) return;
    gallery.focusRequest.current = null;
    const tile = listRef.current?.querySelector(`[data-photo="${request.id}"]`);
    // A control that is gone or disabled in the new place (the cover has no "left") hands focus on.
    const order: TileControl[] = [request.control, "right", "left", "remove"];
    for (const control of order) {
      const button = tile?.querySelector<HTMLButtonElement>(`[data-control="${control}"]`);
      if (button && !button.disabled) {
        button.focus();
        return;
      }
    }
  });
}

/**
 * „Usunięto zdjęcie. Cofnij” after a removal. Focus starts on „Cofnij” (the removed photo's button is
 * gone); a pointer over it or keyboard focus on it stops the clock (started again from the full time when
 * they leave), so whoever is about to press it has the time to. If the clock runs out with focus there, focus goes to the gallery's heading (`onGone`).
 */
function UndoBar({ gallery, onGone }: { gallery: Gallery; onGone: () => void }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focused = useRef(false);
  const gone = useRef(onGone);
  gone.current = onGone;
  // What holds the clock: a pointer over the button, keyboard focus on it.
  const holds = useRef({ pointer: false, keyboard: false });
  function hold(kind: "pointer" | "keyboard", on: boolean) {
    const wasHeld = holds.current.pointer || holds.current.keyboard;
    holds.current[kind] = on;
    const held = holds.current.pointer || holds.current.keyboard;
    if (held && !wasHeld) gallery.pauseUndo();
    if (!held && wasHeld) gallery.resumeUndo();
  }
  useEffect(() => {
    buttonRef.current?.focus();
    return () => {
      if (focused.current) gone.current();
    };
  }, []);
  return (
    <div className="pf-undo">
      <span>Usunięto zdjęcie.</span>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn--secondary pf-undo__button"
        onPointerEnter={() => hold("pointer", true)}
        onPointerLeave={() => hold("pointer", false)}
        onFocus={(event) => {
          focused.current = true;
          // Focus a tap left here does not stop the clock; a keyboard user's does.
          hold("keyboard", event.currentTarget.matches(":focus-visible"));
        }}
        onBlur={() => {
          focused.current = false;
          hold("keyboard", false);
        }}
        onClick={() => {
          focused.current = false;
          gallery.undo();
        }}
      >
        Cofnij
      </button>
    </div>
  );
}

/**
 * A stored truck's gallery on its edit page (issue 36): each change is saved at once, photo by photo. Add
 * (compressed here, with progress), remove with „Cofnij”, reorder by the arrows or by dragging, and make a
 * photo the cover: the first photo, shown on the search cards and at the top of the profile.
 */
export function GalleryManager({
  profileId,
  photos,
}: {
  profileId: number;
  photos: readonly GalleryPhoto[];
}) {
  const gallery = useGallery(profileId, photos);
  const drag = useDragOrder(gallery);
  const inputId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useTileFocus(gallery, listRef);
  const count = gallery.shown.length;
  const taken = count + gallery.uploads.length;
  const full = taken >= PROFILE_LIMITS.maxPhotos;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    // Cleared, so the same file can be chosen again.
    event.target.value = "";
    if (chosen.length > 0) gallery.add(chosen);
  }

  return (
    <section className="pf-photos" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} ref={headingRef} tabIndex={-1} className="pf-photos__heading">
        Zdjęcia ({count} z {PROFILE_LIMITS.maxPhotos})
      </h2>
      <p className="pf-photos__lead">
        Pierwsze zdjęcie jest okładką: organizatorzy widzą je w wyszukiwarce i na górze profilu. Zmiany w
        galerii zapisują się od razu.
      </p>

      {gallery.view.removing !== null && (
        <UndoBar key={gallery.view.removing} gallery={gallery} onGone={() => headingRef.current?.focus()} />
      )}
      {gallery.error && (
        <p className="field__error pf-photos__error" role="alert">
          {gallery.error}
        </p>
      )}

      {count + gallery.uploads.length > 0 ? (
        <ul ref={listRef} className="pf-grid pf-gallery" aria-label="Galeria zdjęć">
          {gallery.shown.map((photo, index) => (
            <GalleryTile
              key={photo.id}
              photo={photo}
              index={index}
              count={count}
              dragging={drag.dragging === photo.id}
              onMove={(to, focus) => gallery.move(photo.id, to, { focus })}
              onRemove={() => gallery.remove(photo.id)}
              onDragStart={(event) => drag.start(photo.id, event)}
            />
          ))}
          {gallery.uploads.map((upload) => (
            <UploadTile key={upload.key} upload={upload} />
          ))}
        </ul>
      ) : (
        <p className="muted">Galeria jest pusta. Dodaj zdjęcia food trucka – pierwsze będzie okładką.</p>
      )}

      <div className="field">
        <input
          id={inputId}
          className="pf-file"
          type="file"
          accept="image/*"
          multiple
          disabled={full}
          onChange={pick}
          aria-describedby={`${inputId}-hint`}
        />
        <label htmlFor={inputId} className="btn btn--secondary pf-file-button">
          Dodaj zdjęcia
        </label>
        <span id={`${inputId}-hint`} className="field__hint">
          {full
            ? `Galeria ma już ${PROFILE_LIMITS.maxPhotos} zdjęć. Usuń któreś, aby dodać nowe.`
            : `JPEG, PNG lub WebP, najwyżej ${PROFILE_LIMITS.maxPhotos} w galerii. Przed wysłaniem zmniejszymy każde do najwyżej 1 MB i 1920 px na dłuższym boku.`}
        </span>
      </div>
      <p className="sr-only" aria-live="polite">
        {gallery.announcement}
      </p>
    </section>
  );
}
