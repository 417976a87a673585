// A truck's gallery managed photo by photo (beyond SPEC.md, issue 36): append, remove, reorder.
import * as v from "valibot";
import { polishPlural } from "../domain/plural";
import { PROFILE_LIMITS } from "./profile-texts";
import { galleryFileEntries } from "./profiles";

const { maxPhotos } = PROFILE_LIMITS;

export const GALLERY_TEXTS = {
  noPhotos: "Wybierz co najmniej jedno zdjęcie do dodania.",
  photoNotFound: "Nie znaleziono tego zdjęcia w galerii.",
  orderIds: "Podaj kolejność zdjęć jako listę ich identyfikatorów.",
  orderRepeats: "Każde zdjęcie może wystąpić w kolejności tylko raz.",
  orderMismatch:
    "Kolejność musi obejmować dokładnie wszystkie zdjęcia tej galerii. Galeria mogła się zmienić w międzyczasie – odśwież stronę i spróbuj ponownie.",
} as const;

/** "W galerii jest już 9 zdjęć z 10: możesz dodać jeszcze 1." — why an append was refused, with the numbers. */
export function galleryFullText(stored: number): string {
  const left = Math.max(0, maxPhotos - stored);
  const have = `W galerii ${polishPlural(stored, "jest już", "są już", "jest już")} ${stored} ${polishPlural(stored, "zdjęcie", "zdjęcia", "zdjęć")} z ${maxPhotos}`;
  if (left === 0) return `${have}. Usuń któreś, aby dodać nowe.`;
  return `${have}: możesz dodać jeszcze ${left}.`;
}

/** POST /api/profiles/{id}/photos: the same multipart fields as the profile form's photos. */
export const photoAppendSchema = v.object(galleryFileEntries);

/** PUT /api/profiles/{id}/photos/order: every photo of the gallery once, the cover first. */
export const photoOrderSchema = v.object({
  photo_ids: v.pipe(
    v.array(
      v.pipe(v.number(GALLERY_TEXTS.orderIds), v.integer(GALLERY_TEXTS.orderIds)),
      GALLERY_TEXTS.orderIds,
    ),
    v.minLength(1, GALLERY_TEXTS.orderIds),
    v.maxLength(maxPhotos, GALLERY_TEXTS.orderMismatch),
    v.check((ids) => new Set(ids).size === ids.length, GALLERY_TEXTS.orderRepeats),
  ),
});
export type PhotoOrder = v.InferOutput<typeof photoOrderSchema>;
