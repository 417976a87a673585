import { companyIssues } from "@shared/schemas/account";
import { adminUserUpdateSchema } from "@shared/schemas/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { CompanyFields } from "../../components/company-fields";
import { DialogActions } from "../../components/dialog-actions";
import { Alert } from "../../components/feedback";
import { Field } from "../../components/form-field";
import { Modal } from "../../components/modal";
import { api, errorMessage, unwrap } from "../../lib/api";
import { useFormFields } from "../../lib/use-form-fields";
import type { AdminUser } from "./admin-queries";
import { ADMIN_ALERTS, USER_TYPE_LABELS } from "./texts";

/**
 * "Edytuj użytkownika": the fields SPEC.md §6 lets an admin change. The type select offers only
 * organizer and owner (never admin); company data is required of owners, as on registration.
 */
export function UserEditModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useFormFields({
    user_type: user.user_type,
    phone_number: user.phone_number,
    company_name: user.company_name,
    nip: user.nip,
    street_address: user.street_address,
    postal_code: user.postal_code,
    city: user.city,
  });
  const { values, bind } = form;
  const save = useMutation({
    mutationFn: () =>
      unwrap(
        api.admin.users[":id"].$put({ param: { id: String(user.user_id) }, json: values }),
        ADMIN_ALERTS.updateUser,
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["admin"] });
      onClose();
    },
    onError: form.showServerError,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const companyErrors = Object.fromEntries(
      companyIssues(values).map((issue) => [issue.field, issue.message]),
    );
    if (form.validate(adminUserUpdateSchema, companyErrors)) save.mutate();
  }

  return (
    <Modal title="Edytuj użytkownika" onClose={onClose} busy={save.isPending} description={user.email}>
      <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
        <div className="grid-2">
          <div className="field">
            <label htmlFor="admin-user-type">Typ konta</label>
            <select
              id="admin-user-type"
              value={values.user_type}
              onChange={(event) =>
                form.setValue(
                  "user_type",
                  event.target.value === "organizer" ? "organizer" : "food_truck_owner",
                )
              }
            >
              {Object.entries(USER_TYPE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <Field label="Telefon" type="tel" {...bind("phone_number")} />
        </div>
        <CompanyFields bind={bind} required={values.user_type === "food_truck_owner"} />
        {save.isError && <Alert kind="error">{errorMessage(save.error, ADMIN_ALERTS.updateUser)}</Alert>}
        <DialogActions
          busy={save.isPending}
          onCancel={onClose}
          submitText="Zapisz zmiany"
          busyText="Zapisywanie..."
        />
      </form>
    </Modal>
  );
}
