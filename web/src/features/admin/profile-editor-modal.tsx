import { adminProfileDetailsSchema } from "@shared/schemas/admin";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Alert, Loading } from "../../components/feedback";
import { Modal } from "../../components/modal";
import { QueryError } from "../../components/query-error";
import { TextAreaField } from "../../components/text-area-field";
import { api, errorMessage, unwrap } from "../../lib/api";
import { useFormFields } from "../../lib/use-form-fields";
import { BaseRadiusFields } from "../profile-form/base-radius-fields";
import type { AdminProfile } from "./admin-queries";
import { adminProfileKey, refreshAfterProfileChange } from "./profile-cache";
import { ProfilePhotos } from "./profile-photos";
import { ADMIN_ALERTS } from "./texts";

/**
 * What SPEC.md §6 lets an admin change in a truck: description, base location (the place field of the
 * owner's form; the server finds it on the map again) and radius, checked with the server's own schema.
 */
function ProfileDetailsForm({ profile }: { profile: AdminProfile }) {
  const queryClient = useQueryClient();
  const form = useFormFields({
    food_truck_description: profile.food_truck_description,
    base_location: profile.base_location,
    operation_radius_km: String(profile.operation_radius_km),
  });
  const { values, bind } = form;
  const save = useMutation({
    mutationFn: () =>
      unwrap(
        api.admin.profiles[":id"].details.$put({ param: { id: String(profile.profile_id) }, json: values }),
        ADMIN_ALERTS.saveChanges,
      ),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminProfileKey(profile.profile_id), saved);
      await refreshAfterProfileChange(queryClient);
    },
    onError: form.showServerError,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    if (form.validate(adminProfileDetailsSchema)) save.mutate();
  }

  return (
    <form ref={form.formRef} className="form" onSubmit={submit} noValidate aria-busy={save.isPending}>
      <TextAreaField label="Opis" rows={5} maxLength={5000} {...bind("food_truck_description")} />
      <BaseRadiusFields
        base={form.bindText("base_location")}
        radius={bind("operation_radius_km")}
        hint="Miasto lub kod pocztowy"
        disabled={save.isPending}
      />
      {save.isError && <Alert kind="error">{errorMessage(save.error, ADMIN_ALERTS.saveChanges)}</Alert>}
      {save.isSuccess && <Alert kind="success">Zmiany zostały zapisane.</Alert>}
      <div className="modal__actions">
        <button type="submit" className="btn" disabled={save.isPending}>
          {save.isPending ? "Zapisywanie..." : "Zapisz zmiany"}
        </button>
      </div>
    </form>
  );
}

/** One truck opened from an owner's profiles: its details form and its gallery photos. */
export function ProfileEditorModal({
  profileId,
  name,
  onClose,
}: {
  profileId: number;
  name: string;
  onClose: () => void;
}) {
  const profile = useQuery({
    queryKey: adminProfileKey(profileId),
    queryFn: () =>
      unwrap(api.admin.profiles[":id"].$get({ param: { id: String(profileId) } }), ADMIN_ALERTS.loadProfile),
  });
  return (
    <Modal title="Edytuj profil food trucka" onClose={onClose} description={name}>
      {profile.isPending && <Loading text="Wczytywanie profilu..." />}
      {profile.isError && (
        <QueryError error={profile.error} onRetry={profile.refetch} fallback={ADMIN_ALERTS.loadProfile} />
      )}
      {profile.data && (
        <div className="stack">
          <ProfileDetailsForm profile={profile.data} />
          <ProfilePhotos profile={profile.data} />
        </div>
      )}
      <div className="modal__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          Zamknij
        </button>
      </div>
    </Modal>
  );
}
