import { galleryFullText } from "@shared/schemas/profile-photos";
import { PROFILE_LIMITS, PROFILE_TEXTS } from "@shared/schemas/profiles";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import * as v from "valibot";
import { ApiRequestError, api, unwrap } from "../../lib/api";
import { uploadWithProgress } from "../../lib/upload";
import { profileQuery } from "../profiles/profile-query";
import { COMPRESSION_FAILED, compressPhotos, PhotoTooLargeError } from "./compress-photos";
import { type GalleryPhoto, type GalleryView, mergeStored, moveTo, shownPhotos } from "./gallery-order";
import { notAnImage } from "./photo-picker";
import { appendPhotoParts } from "./save-profile";

/** How long „Cofnij” is offered after a removal (the clock stops while the pointer or focus is on it). */
export const UNDO_MS = 10_000;

const TEXTS = {
  addFailed: (name: string) => `Nie udało się dodać zdjęcia „${name}”. Spróbuj ponownie.`,
  removeFailed: "Nie udało się usunąć zdjęcia. Zdjęcie zostało w galerii – spróbuj ponownie.",
  orderFailed: "Nie udało się zapisać kolejności zdjęć. Pokazujemy kolejność zapisaną w profilu.",
} as const;

/** A photo on its way into the gallery: compressed in the browser, then sent. */
export interface PhotoUploadState {
  key: string;
  file: File;
  step: "waiting" | "compressing" | "uploading";
  percent: number;
}

/** Where focus goes once the gallery has redrawn: a control of one photo's tile. */
export type TileControl = "left" | "right" | "cover" | "remove";

const sizedPhotoSchema = v.object({
  id: v.number(),
  url: v.string(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  variants: v.array(v.object({ width: v.number(), url: v.string() })),
});
/** What the gallery needs of the profile an append answers with. */
const appendAnswerSchema = v.object({ gallery_photos: v.array(sizedPhotoSchema) });

/**
 * The stored gallery changed: the profile in the cache shows it (its cover is the first photo), and every
 * other page of trucks is read again when next shown.
 */
function galleryStored(queryClient: QueryClient, profileId: number, gallery: readonly GalleryPhoto[]) {
  queryClient.setQueryData(profileQuery(String(profileId)).queryKey, (old) =>
    old
      ? {
          ...old,
          gallery_photos: gallery.map((photo) => ({ ...photo, variants: [...photo.variants] })),
          gallery_photo_urls: gallery.map((photo) => photo.url),
          profile_image_url: gallery[0]?.url ?? null,
        }
      : old,
  );
  void queryClient.invalidateQueries({ queryKey: ["profiles"], refetchType: "none" });
  void queryClient.invalidateQueries({ queryKey: ["cities"], refetchType: "none" });
}

function removeRequest(profileId: number, photoId: number, keepalive = false) {
  return api.profiles[":id"].photos[":photoId"].$delete(
    { param: { id: String(profileId), photoId: String(photoId) } },
    keepalive ? { init: { keepalive: true } } : undefined,
  );
}

/**
 * A stored truck's gallery, changed photo by photo (issue 36). Every change shows at once and goes to the
 * server in one queue, one request after another, each built from the gallery as it is when its turn
 * comes (so an order sent after an upload includes the new photo). A removal waits UNDO_MS for „Cofnij”
 * before it is sent: until then the photo is only hidden here, never lost if the page goes away (leaving the
 * page sends it). Whatever the server refuses puts back what it has stored, with the reason.
 */
export function useGallery(profileId: number, initial: readonly GalleryPhoto[]) {
  const queryClient = useQueryClient();
  const [view, setViewState] = useState<GalleryView>({ photos: [...initial], removing: null, deleting: [] });
  const viewRef = useRef(view);
  const [uploads, setUploads] = useState<PhotoUploadState[]>([]);
  const uploadCount = useRef(0);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const queue = useRef<Promise<void>>(Promise.resolve());
  const orderQueued = useRef(false);
  const undoTimer = useRef<number | undefined>(undefined);
  const focusRequest = useRef<{ id: number; control: TileControl } | null>(null);

  function setView(update: (current: GalleryView) => GalleryView) {
    viewRef.current = update(viewRef.current);
    setViewState(viewRef.current);
  }

  function stored(gallery: readonly GalleryPhoto[]) {
    const ids = new Set(gallery.map((photo) => photo.id));
    setView((current) => ({
      photos: mergeStored(current.photos, gallery),
      removing: current.removing !== null && ids.has(current.removing) ? current.removing : null,
      deleting: current.deleting.filter((id) => ids.has(id)),
    }));
    galleryStored(queryClient, profileId, gallery);
  }

  /** After a refusal: the gallery as stored, an undo still offered if its photo is there. */
  async function restoreStored() {
    try {
      const profile = await queryClient.fetchQuery({ ...profileQuery(String(profileId)), staleTime: 0 });
      setView((current) => ({ ...current, photos: [], deleting: [] }));
      stored(profile.gallery_photos);
    } catch {
      // The error shown already says what failed; the page keeps what it shows.
    }
  }

  function enqueue(task: () => Promise<void>, failure: string) {
    queue.current = queue.current.then(task).catch(async (caught: unknown) => {
      setError(caught instanceof ApiRequestError && caught.status !== 0 ? caught.message : failure);
      await restoreStored();
    });
  }

  function sendOrder() {
    if (orderQueued.current) return;
    orderQueued.current = true;
    enqueue(async () => {
      orderQueued.current = false;
      const photoIds = viewRef.current.photos.map((photo) => photo.id);
      const profile = await unwrap(
        api.profiles[":id"].photos.order.$put({
          param: { id: String(profileId) },
          json: { photo_ids: photoIds },
        }),
        TEXTS.orderFailed,
      );
      stored(profile.gallery_photos);
    }, TEXTS.orderFailed);
  }

  /** Sends the removal waiting for undo, if there is one: the photo stays hidden until the answer. */
  function commitRemoval() {
    window.clearTimeout(undoTimer.current);
    const id = viewRef.current.removing;
    if (id === null) return;
    setView((current) => ({ ...current, removing: null, deleting: [...current.deleting, id] }));
    enqueue(async () => {
      const profile = await unwrap(removeRequest(profileId, id), TEXTS.removeFailed);
      stored(profile.gallery_photos);
    }, TEXTS.removeFailed);
  }

  function startUndoClock() {
    window.clearTimeout(undoTimer.current);
    undoTimer.current = window.setTimeout(commitRemoval, UNDO_MS);
  }

  // Leaving the page (another page here, or closing the tab) sends a removal still waiting for undo.
  // biome-ignore lint/correctness/useExhaustiveDependencies: registered once; reads the refs when it runs.
  useEffect(() => {
    const leave = () => {
      window.clearTimeout(undoTimer.current);
      const id = viewRef.current.removing;
      if (id === null) return;
      setView((current) => ({ ...current, removing: null, deleting: [...current.deleting, id] }));
      unwrap(removeRequest(profileId, id, true), TEXTS.removeFailed)
        .then((profile) => galleryStored(queryClient, profileId, profile.gallery_photos))
        .catch(() => {
          // Nobody is left on the page to tell; the photo simply stays in the gallery.
        });
    };
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, []);

  function move(id: number, shownIndex: number, options: { send?: boolean; focus?: TileControl } = {}) {
    setError(null);
    const before = viewRef.current.photos.map((photo) => photo.id).join();
    setView((current) => ({ ...current, photos: moveTo(current, id, shownIndex) }));
    if (viewRef.current.photos.map((photo) => photo.id).join() === before) return;
    if (options.focus) focusRequest.current = { id, control: options.focus };
    // A drag announces nothing on its way, only where the photo ends up.
    if (options.send === false) return;
    announcePlace(id);
    sendOrder();
  }

  function announcePlace(id: number) {
    const shown = shownPhotos(viewRef.current);
    const place = shown.findIndex((photo) => photo.id === id);
    setAnnouncement(
      place === 0
        ? "Zdjęcie jest teraz okładką."
        : `Zdjęcie przesunięte na miejsce ${place + 1} z ${shown.length}.`,
    );
  }

  /** Sends the order a drag left, and says where the photo went. */
  function dropped(id: number) {
    announcePlace(id);
    sendOrder();
  }

  /** Puts back an order shown while dragging (the drag was cancelled). */
  function restoreOrder(photos: readonly GalleryPhoto[]) {
    setView((current) => ({ ...current, photos: mergeStored(photos, current.photos) }));
  }

  function remove(id: number) {
    setError(null);
    commitRemoval();
    setView((current) => ({ ...current, removing: id }));
    startUndoClock();
    setAnnouncement("Usunięto zdjęcie. Możesz to cofnąć.");
  }

  function undo() {
    window.clearTimeout(undoTimer.current);
    const id = viewRef.current.removing;
    if (id === null) return;
    setView((current) => ({ ...current, removing: null }));
    focusRequest.current = { id, control: "remove" };
    setAnnouncement("Przywrócono zdjęcie.");
  }

  function updateUpload(key: string, change: Partial<PhotoUploadState>) {
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );
  }

  async function sendPhoto(upload: PhotoUploadState) {
    updateUpload(upload.key, { step: "compressing", percent: 0 });
    let body: FormData;
    try {
      const compressed = await compressPhotos([upload.file], (percent) =>
        updateUpload(upload.key, { step: "compressing", percent }),
      );
      body = new FormData();
      appendPhotoParts(body, compressed);
    } catch (caught) {
      const message = caught instanceof PhotoTooLargeError ? PROFILE_TEXTS.photoTooLarge : COMPRESSION_FAILED;
      throw new ApiRequestError(message, 400);
    }
    updateUpload(upload.key, { step: "uploading", percent: 0 });
    const answer = await uploadWithProgress({
      method: "POST",
      path: `/api/profiles/${profileId}/photos`,
      body,
      schema: appendAnswerSchema,
      fallback: TEXTS.addFailed(upload.file.name),
      onProgress: (percent) => updateUpload(upload.key, { step: "uploading", percent }),
    });
    stored(answer.gallery_photos);
    setAnnouncement(`Dodano zdjęcie „${upload.file.name}”.`);
  }

  function add(files: readonly File[]) {
    setError(null);
    const wrong = files.find((file) => !file.type.startsWith("image/"));
    if (wrong) {
      setError(notAnImage(wrong.name));
      return;
    }
    // A removal waiting for undo frees its place: it is sent first.
    commitRemoval();
    const taken = shownPhotos(viewRef.current).length + uploadCount.current;
    if (taken + files.length > PROFILE_LIMITS.maxPhotos) {
      setError(galleryFullText(taken));
      return;
    }
    for (const file of files) {
      const upload: PhotoUploadState = { key: crypto.randomUUID(), file, step: "waiting", percent: 0 };
      uploadCount.current += 1;
      setUploads((current) => [...current, upload]);
      enqueue(async () => {
        try {
          await sendPhoto(upload);
        } finally {
          uploadCount.current -= 1;
          setUploads((current) => current.filter((other) => other.key !== upload.key));
        }
      }, TEXTS.addFailed(file.name));
    }
  }

  return {
    view,
    shown: shownPhotos(view),
    uploads,
    error,
    announcement,
    focusRequest,
    add,
    remove,
    undo,
    move,
    dropped,
    restoreOrder,
    shownNow: () => shownPhotos(viewRef.current),
    pauseUndo: () => window.clearTimeout(undoTimer.current),
    resumeUndo: () => {
      if (viewRef.current.removing !== null) startUndoClock();
    },
  };
}
export type Gallery = ReturnType<typeof useGallery>;
