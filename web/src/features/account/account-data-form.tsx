import { companyIssues, updateMeSchema } from "@shared/schemas/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { CompanyFields } from "../../components/company-fields";
import { Alert } from "../../components/feedback";
import { Field } from "../../components/form-field";
import { ApiRequestError, api, unwrap } from "../../lib/api";
import { sessionStore } from "../../lib/session";
import { useFormFields } from "../../lib/use-form-fields";
import { myProfileQuery } from "./use-profile";

const UPDATE_FAILED = "Nie udało się zaktualizować danych.";

interface AccountData {
  user_type: "organizer" | "food_truck_owner";
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  company_name: string;
  nip: string;
  street_address: string;
  postal_code: string;
  city: string;
}

export function AccountDataForm({ account }: { account: AccountData }) {
  const queryClient = useQueryClient();
  const form = useFormFields({
    first_name: account.first_name,
    last_name: account.last_name,
    phone_number: account.phone_number,
    company_name: account.company_name,
    nip: account.nip,
    street_address: account.street_address,
    postal_code: account.postal_code,
    city: account.city,
  });
  const { values, bind } = form;
  const owner = account.user_type === "food_truck_owner";

  const save = useMutation({
    mutationFn: () => unwrap(api.users.me.$put({ json: values }), UPDATE_FAILED),
    onSuccess: (user) => {
      sessionStore.updateUser(user);
      queryClient.setQueryData(myProfileQuery.queryKey, user);
    },
    onError: form.showServerError,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const companyErrors = Object.fromEntries(
      companyIssues({ ...values, user_type: account.user_type }).map((issue) => [issue.field, issue.message]),
    );
    if (form.validate(updateMeSchema, companyErrors)) save.mutate();
  }

  return (
    <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
      <fieldset className="group">
        <legend>Dane osobowe</legend>
        <div className="grid-2">
          <Field label="Imię" autoComplete="given-name" {...bind("first_name")} />
          <Field label="Nazwisko" autoComplete="family-name" {...bind("last_name")} />
          <Field
            label="Adres e-mail"
            type="email"
            value={account.email}
            readOnly
            disabled
            hint="Adresu e-mail nie można zmienić."
          />
          <Field label="Telefon" type="tel" autoComplete="tel" {...bind("phone_number")} />
        </div>
      </fieldset>
      <CompanyFields bind={bind} required={owner} />
      {save.isError && (
        <Alert kind="error">
          {save.error instanceof ApiRequestError ? save.error.message : UPDATE_FAILED}
        </Alert>
      )}
      {save.isSuccess && <Alert kind="success">Dane zostały zapisane.</Alert>}
      <div>
        <button type="submit" className="btn" disabled={save.isPending}>
          {save.isPending ? "Zapisywanie..." : "Zapisz dane"}
        </button>
      </div>
    </form>
  );
}
