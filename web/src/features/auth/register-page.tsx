import { companyIssues, registerSchema, TEXTS, type UserType } from "@shared/schemas/account";
import { Link, useSearch } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { CompanyFields } from "../../components/company-fields";
import { Alert } from "../../components/feedback";
import { Field } from "../../components/form-field";
import { ApiRequestError, api, unwrap } from "../../lib/api";
import { fieldErrors } from "../../lib/form-errors";
import { returnSearch, validReturnPath } from "../../lib/return-path";
import { useFocusOnMount } from "../../lib/use-focus-on-mount";
import { useFormFields } from "../../lib/use-form-fields";
import { usePageTitle } from "../../lib/use-page-title";
import { GoogleSignIn } from "./google-sign-in";
import { ReturnNote } from "./return-note";

const REGISTER_FAILED = "Wystąpił błąd podczas rejestracji.";

const EMPTY_FORM = {
  first_name: "",
  last_name: "",
  email: "",
  phone_number: "",
  password: "",
  confirm_password: "",
  company_name: "",
  nip: "",
  street_address: "",
  postal_code: "",
  city: "",
  terms_accepted: false,
};

/**
 * Registration for organizers and owners (routes /register and /rejestracja). A `?redirect=` (what the
 * visitor started, issue 35) travels with the activation link, so it opens there in any browser.
 */
export function RegisterPage() {
  usePageTitle("Rejestracja");
  const returnPath = validReturnPath(useSearch({ strict: false }).redirect);
  const [userType, setUserType] = useState<UserType>("organizer");
  const form = useFormFields(EMPTY_FORM);
  const { values, errors, bind } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const owner = userType === "food_truck_owner";

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const { confirm_password, ...fields } = values;
    const payload = { ...fields, user_type: userType };
    const found = fieldErrors(registerSchema, payload);
    // The schema checks company data only once the basic fields are valid; show every problem at once.
    for (const issue of companyIssues(payload)) found[issue.field] ??= issue.message;
    if (fields.password !== confirm_password) found.confirm_password = TEXTS.passwordsDiffer;
    if (!form.check(found)) {
      setFormError("Popraw zaznaczone pola formularza.");
      return;
    }
    setSubmitting(true);
    try {
      const result = await unwrap(
        api.auth.register.$post({
          json: { ...payload, terms_accepted: true, ...(returnPath ? { redirect_to: returnPath } : {}) },
        }),
        REGISTER_FAILED,
      );
      setSuccessMessage(result.message);
    } catch (caught) {
      form.showServerError(caught);
      setFormError(caught instanceof ApiRequestError ? caught.message : REGISTER_FAILED);
    } finally {
      setSubmitting(false);
    }
  }

  if (successMessage) {
    return <LinkSent message={successMessage} email={values.email} returnPath={returnPath} />;
  }

  return (
    <div className="card medium">
      <h1 className="page-title">Załóż konto</h1>
      <ReturnNote path={returnPath} lead="Po aktywacji konta wrócisz" />
      <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
        <fieldset className="radio-cards">
          <legend>Typ konta</legend>
          <label className="radio-card">
            <input
              type="radio"
              name="user_type"
              value="organizer"
              checked={userType === "organizer"}
              onChange={() => setUserType("organizer")}
            />
            <span>
              Organizator wydarzeń
              <small>Szukam food trucków na wydarzenie</small>
            </span>
          </label>
          <label className="radio-card">
            <input
              type="radio"
              name="user_type"
              value="food_truck_owner"
              checked={owner}
              onChange={() => setUserType("food_truck_owner")}
            />
            <span>
              Właściciel food trucka
              <small>Chcę przyjmować rezerwacje</small>
            </span>
          </label>
        </fieldset>

        <fieldset className="group">
          <legend>Dane podstawowe</legend>
          <div className="grid-2">
            <Field label="Imię" autoComplete="given-name" {...bind("first_name")} />
            <Field label="Nazwisko" autoComplete="family-name" {...bind("last_name")} />
            <Field label="Adres e-mail" type="email" autoComplete="email" {...bind("email")} />
            <Field
              label="Telefon"
              type="tel"
              autoComplete="tel"
              hint="Np. 600 100 200"
              {...bind("phone_number")}
            />
            <Field
              label="Hasło"
              type="password"
              autoComplete="new-password"
              hint="Co najmniej 8 znaków"
              {...bind("password")}
            />
            <Field
              label="Powtórz hasło"
              type="password"
              autoComplete="new-password"
              {...bind("confirm_password")}
            />
          </div>
        </fieldset>

        {owner && <CompanyFields bind={bind} required />}

        <div className="field">
          <label className="checkbox">
            <input
              type="checkbox"
              {...form.bindChecked("terms_accepted")}
              aria-invalid={errors.terms_accepted ? true : undefined}
              aria-describedby={errors.terms_accepted ? "terms-error" : undefined}
            />
            <span>
              Akceptuję{" "}
              <Link to="/regulamin" target="_blank">
                regulamin
              </Link>{" "}
              i{" "}
              <Link to="/polityka-prywatnosci" target="_blank">
                politykę prywatności
              </Link>
              .
            </span>
          </label>
          {errors.terms_accepted && (
            <span id="terms-error" className="field__error">
              {errors.terms_accepted}
            </span>
          )}
        </div>

        {formError && <Alert kind="error">{formError}</Alert>}
        <button type="submit" className="btn btn--block" disabled={submitting}>
          {submitting ? "Tworzenie konta..." : "Zarejestruj się"}
        </button>
      </form>
      <GoogleSignIn userType={userType} {...(returnPath ? { redirectTo: returnPath } : {})} />
      <p className="muted center">
        Masz już konto?{" "}
        <Link to="/login" search={returnSearch(returnPath)}>
          Zaloguj się
        </Link>
      </p>
    </div>
  );
}

/** What registering ends with; focus moves to its heading, since the form (and its button) is gone. */
function LinkSent({
  message,
  email,
  returnPath,
}: {
  message: string;
  email: string;
  returnPath: string | undefined;
}) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="card narrow center stack">
      <h1 ref={headingRef} tabIndex={-1} className="page-title">
        Sprawdź swoją skrzynkę e-mail
      </h1>
      <Alert kind="success">{message}</Alert>
      <p>
        Adres: <strong className="break-anywhere">{email}</strong>. Kliknij link w wiadomości, aby aktywować
        konto i się zalogować.
      </p>
      <ReturnNote
        path={returnPath}
        lead="Po aktywacji konta wrócisz"
        tail=" – także jeśli otworzysz link na innym urządzeniu"
      />
      <p className="muted">Nie widzisz wiadomości? Sprawdź folder ze spamem.</p>
      <Link to="/login" search={returnSearch(returnPath)}>
        Przejdź do logowania
      </Link>
    </div>
  );
}
