import { polishPlural } from "@shared/domain/plural";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Alert, Loading } from "../../components/feedback";
import { Modal } from "../../components/modal";
import { QueryError } from "../../components/query-error";
import { api, unwrap } from "../../lib/api";
import type { AdminProfile } from "./admin-queries";
import { refreshAfterProfileChange } from "./profile-cache";
import { ProfileEditorModal } from "./profile-editor-modal";
import { ADMIN_ALERTS } from "./texts";

/** The owner whose trucks the dialog lists: the users table's row, or the owners table's. */
export interface ProfileOwner {
  user_id: number;
  name: string;
}

type Step = { kind: "edit" | "delete"; profile: AdminProfile } | undefined;

/**
 * "Profile (n)": an owner's trucks; each opens its editor (description, base, radius, gallery photos) or is
 * deleted after a confirmation (the server refuses while bookings or invitations still need the truck).
 */
export function OwnerProfilesDialog({ owner, onClose }: { owner: ProfileOwner; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>();
  // An object, not the name: deleting a second truck of the same name must move the focus again.
  const [removed, setRemoved] = useState<{ name: string }>();
  const closeRef = useRef<HTMLButtonElement>(null);
  const id = String(owner.user_id);
  const profiles = useQuery({
    queryKey: ["admin", "user-profiles", id],
    queryFn: () => unwrap(api.admin.users[":id"].profiles.$get({ param: { id } }), ADMIN_ALERTS.profiles),
  });
  const remove = useMutation({
    mutationFn: (profileId: number) =>
      unwrap(
        api.admin.profiles[":id"].$delete({ param: { id: String(profileId) } }),
        ADMIN_ALERTS.deleteProfile,
      ),
    onSuccess: async (_answer, profileId) => {
      const name = profiles.data?.find((profile) => profile.profile_id === profileId)?.food_truck_name;
      setRemoved({ name: name ?? "" });
      setStep(undefined);
      await refreshAfterProfileChange(queryClient);
    },
  });
  useEffect(() => {
    // The deleted truck's buttons are gone: once the confirmation has closed, the keyboard goes to "Zamknij".
    if (removed === undefined) return;
    const timer = window.setTimeout(() => closeRef.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [removed]);

  return (
    <Modal title="Profile food trucków" onClose={onClose} description={owner.name}>
      {profiles.isPending && <Loading text="Wczytywanie profili..." />}
      {profiles.isError && (
        <QueryError error={profiles.error} onRetry={profiles.refetch} fallback={ADMIN_ALERTS.profiles} />
      )}
      {profiles.data && profiles.data.length === 0 && (
        <p className="muted">Ten właściciel nie ma żadnych profili food trucków.</p>
      )}
      {profiles.data && profiles.data.length > 0 && (
        <ul className="admin-profiles">
          {profiles.data.map((profile) => {
            const photos = profile.gallery_photo_urls.length;
            return (
              <li key={profile.profile_id} className="admin-profiles__item">
                <h3 className="admin-profiles__name">{profile.food_truck_name}</h3>
                <p className="muted admin-profiles__facts">
                  {profile.base_location} · promień {profile.operation_radius_km} km · {photos}{" "}
                  {polishPlural(photos, "zdjęcie", "zdjęcia", "zdjęć")}
                </p>
                <div className="admin-actions">
                  <button
                    type="button"
                    className="btn btn--secondary"
                    onClick={() => setStep({ kind: "edit", profile })}
                  >
                    Edytuj<span className="sr-only"> profil {profile.food_truck_name}</span>
                  </button>
                  <Link
                    className="btn btn--secondary"
                    to="/profile/$profileId"
                    params={{ profileId: String(profile.profile_id) }}
                    target="_blank"
                  >
                    Profil publiczny<span className="sr-only"> {profile.food_truck_name} (nowa karta)</span>
                  </Link>
                  <button
                    type="button"
                    className="btn btn--danger-outline"
                    onClick={() => {
                      remove.reset();
                      setStep({ kind: "delete", profile });
                    }}
                  >
                    Usuń<span className="sr-only"> profil {profile.food_truck_name}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {removed !== undefined && <Alert kind="success">Profil „{removed.name}” został usunięty.</Alert>}
      <div className="modal__actions">
        <button ref={closeRef} type="button" className="btn btn--secondary" onClick={onClose}>
          Zamknij
        </button>
      </div>
      {step?.kind === "edit" && (
        <ProfileEditorModal
          profileId={step.profile.profile_id}
          name={step.profile.food_truck_name}
          onClose={() => setStep(undefined)}
        />
      )}
      {step?.kind === "delete" && (
        <ConfirmDialog
          title="Usunąć profil food trucka?"
          confirmText="Usuń profil"
          busyText="Usuwanie..."
          mutation={remove}
          fallback={ADMIN_ALERTS.deleteProfile}
          onConfirm={() => remove.mutate(step.profile.profile_id)}
          onClose={() => setStep(undefined)}
        >
          <p>
            Profil <strong>{step.profile.food_truck_name}</strong> zostanie usunięty razem ze zdjęciami,
            kalendarzem i ofertą. Tego nie można cofnąć.
          </p>
        </ConfirmDialog>
      )}
    </Modal>
  );
}
