import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Photo, type SizedPhoto } from "../../components/photo";
import { api, unwrap } from "../../lib/api";
import type { AdminProfile } from "./admin-queries";
import { adminProfileKey, refreshAfterProfileChange } from "./profile-cache";
import { ADMIN_ALERTS } from "./texts";

/** A thumbnail is about a third of the dialog (520 px), or of a phone's width. */
const THUMBNAIL_SIZES = "(max-width: 560px) 30vw, 160px";

const photoName = (index: number, truck: string) => `Zdjęcie ${index + 1} – ${truck}`;

/** The truck's gallery: each photo can be deleted on its own, after a confirmation. */
export function ProfilePhotos({ profile }: { profile: AdminProfile }) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<{ photo: SizedPhoto; index: number }>();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The deleted photo's button is gone with it: the keyboard continues from the gallery's heading.
  const [deleted, setDeleted] = useState(0);
  const remove = useMutation({
    mutationFn: (photoUrl: string) =>
      unwrap(
        api.admin.profiles[":id"].photo.$delete({
          param: { id: String(profile.profile_id) },
          json: { photoUrl },
        }),
        ADMIN_ALERTS.deletePhoto,
      ),
    onSuccess: async (saved) => {
      setChosen(undefined);
      setDeleted((count) => count + 1);
      queryClient.setQueryData(adminProfileKey(profile.profile_id), saved);
      await refreshAfterProfileChange(queryClient);
    },
  });
  const titleId = useId();
  useEffect(() => {
    // After the confirmation dialog has given focus back (to a button no longer there), on the next tick.
    if (deleted === 0) return;
    const timer = window.setTimeout(() => titleRef.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [deleted]);
  const photos = profile.gallery_photos;
  return (
    <section className="admin-photos" aria-labelledby={titleId}>
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className="admin-photos__title">
        Zdjęcia w galerii ({photos.length})
      </h3>
      {photos.length === 0 && <p className="muted">Ten profil nie ma zdjęć.</p>}
      {photos.length > 0 && (
        <ul className="admin-photos__grid">
          {photos.map((photo, index) => (
            <li key={photo.url} className="admin-photos__item">
              <Photo photo={photo} alt={photoName(index, profile.food_truck_name)} sizes={THUMBNAIL_SIZES} />
              <button
                type="button"
                className="btn btn--danger-outline"
                onClick={() => {
                  remove.reset();
                  setChosen({ photo, index });
                }}
              >
                Usuń<span className="sr-only"> zdjęcie {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <ConfirmDialog
          title="Usunąć zdjęcie?"
          confirmText="Usuń zdjęcie"
          busyText="Usuwanie..."
          mutation={remove}
          fallback={ADMIN_ALERTS.deletePhoto}
          onConfirm={() => remove.mutate(chosen.photo.url)}
          onClose={() => setChosen(undefined)}
        >
          <Photo
            photo={chosen.photo}
            alt={photoName(chosen.index, profile.food_truck_name)}
            sizes="(max-width: 560px) 90vw, 480px"
            className="admin-photos__preview"
          />
          <p>
            Zdjęcie {chosen.index + 1} zniknie z galerii profilu <strong>{profile.food_truck_name}</strong>.
            Tego nie można cofnąć.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
