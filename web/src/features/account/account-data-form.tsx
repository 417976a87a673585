import { companyIssues, updateMeSchema } from "@shared/schemas/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Alert } from "../../components/feedback";
import { Field } from "../../components/form-field";
import { ApiRequestError, api, unwrap } from "../../lib/api";
import { type FieldErrors, fieldErrors, hasErrors } from "../../lib/form-errors";
import { sessionStore } from "../../lib/session";
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

type EditableField = Exclude<keyof AccountData, "user_type" | "email">;

export function AccountDataForm({ account }: { account: AccountData }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    first_name: account.first_name,
    last_name: account.last_name,
    phone_number: account.phone_number,
    company_name: account.company_name,
    nip: account.nip,
    street_address: account.street_address,
    postal_code: account.postal_code,
    city: account.city,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const owner = account.user_type === "food_truck_owner";

  const save = useMutation({
    mutationFn: () => unwrap(api.users.me.$put({ json: values }), UPDATE_FAILED),
    onSuccess: (user) => {
      sessionStore.updateUser(user);
      queryClient.setQueryData(myProfileQuery.queryKey, user);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.field) setErrors({ [error.field]: error.message });
    },
  });

  function bind(name: EditableField) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: { target: { value: string } }) =>
        setValues((old) => ({ ...old, [name]: event.target.value })),
    };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = fieldErrors(updateMeSchema, values);
    for (const issue of companyIssues({ ...values, user_type: account.user_type }))
      found[issue.field] ??= issue.message;
    setErrors(found);
    if (hasErrors(found)) return;
    save.mutate();
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
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
      <fieldset className="group">
        <legend>Dane firmy{owner ? "" : " (opcjonalnie)"}</legend>
        <div className="grid-2">
          <Field label="Nazwa firmy" autoComplete="organization" {...bind("company_name")} />
          <Field label="NIP" inputMode="numeric" hint="10 cyfr" {...bind("nip")} />
          <Field label="Ulica i numer" autoComplete="street-address" {...bind("street_address")} />
          <Field
            label="Kod pocztowy"
            autoComplete="postal-code"
            placeholder="00-000"
            {...bind("postal_code")}
          />
          <Field label="Miasto" autoComplete="address-level2" {...bind("city")} />
        </div>
      </fieldset>
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
