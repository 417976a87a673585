import type { SizedPhoto } from "../../components/photo";

/** A stored gallery photo as the profile answers it: its id names it in the one-by-one changes (issue 36). */
export interface GalleryPhoto extends SizedPhoto {
  id: number;
}

/** The gallery as the owner sees it: every stored photo in order, some perhaps on their way out. */
export interface GalleryView {
  photos: readonly GalleryPhoto[];
  /** The photo removed with an undo still offered: hidden, but still stored (and still in the order sent). */
  removing: number | null;
  /** Photos whose removal was sent: hidden until the server's answer drops them. */
  deleting: readonly number[];
}

/** The photos shown: all but those removed. */
export function shownPhotos(view: GalleryView): GalleryPhoto[] {
  return view.photos.filter((photo) => photo.id !== view.removing && !view.deleting.includes(photo.id));
}

/**
 * The gallery with photo `id` moved to `shownIndex` among the shown photos (0 makes it the cover). A hidden
 * photo waiting to be removed keeps its place among the others; an unknown id changes nothing.
 */
export function moveTo(view: GalleryView, id: number, shownIndex: number): GalleryPhoto[] {
  const moving = view.photos.find((photo) => photo.id === id);
  if (!moving) return [...view.photos];
  const shown = shownPhotos(view).filter((photo) => photo.id !== id);
  const index = Math.max(0, Math.min(shownIndex, shown.length));
  const before = shown[index];
  const rest = view.photos.filter((photo) => photo.id !== id);
  // Before the shown photo that will follow it; at the very end when none will.
  const at = before ? rest.indexOf(before) : rest.length;
  // Into the cover's place, ahead of a hidden photo too, so the cover shown is the cover stored.
  const place = index === 0 ? 0 : at;
  return [...rest.slice(0, place), moving, ...rest.slice(place)];
}

/**
 * The gallery after the server answered with `stored`: the photos it has, in the order here (a change of
 * order not yet sent keeps its place), then any it has that this page did not know, in its order.
 */
export function mergeStored(local: readonly GalleryPhoto[], stored: readonly GalleryPhoto[]): GalleryPhoto[] {
  const byId = new Map(stored.map((photo) => [photo.id, photo]));
  const kept = local.flatMap((photo) => byId.get(photo.id) ?? []);
  const known = new Set(kept.map((photo) => photo.id));
  return [...kept, ...stored.filter((photo) => !known.has(photo.id))];
}
