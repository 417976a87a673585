import * as v from "valibot";
import { isReturnPath, RETURN_PATH_MAX } from "../domain/return-path";
import { fields, optionalText, requiredText } from "./fields";

/** Valibot schemas for accounts: the server validates with them and the web forms reuse them (SPEC.md §5). */

export const USER_TYPES = ["organizer", "food_truck_owner"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const TEXTS = {
  passwordMin: "Hasło musi mieć co najmniej 8 znaków.",
  passwordMax: "Hasło może mieć najwyżej 128 znaków.",
  passwordsDiffer: "Hasła nie są takie same.",
  newPasswordsDiffer: "Nowe hasła nie są takie same.",
  nip: "NIP musi składać się z 10 cyfr.",
  postalCode: "Nieprawidłowy format. Użyj formatu 00-000.",
  phone: "Numer telefonu musi mieć co najmniej 9 cyfr.",
  terms: "Musisz zaakceptować regulamin.",
  userType: "Wybierz typ konta: organizator lub właściciel food trucka.",
  returnPath: `Nieprawidłowa strona powrotu: można wrócić tylko do strony tego serwisu (najwyżej ${RETURN_PATH_MAX} znaków).`,
} as const;

export const emailSchema = v.pipe(
  v.string("Adres e-mail jest wymagany."),
  v.trim(),
  v.nonEmpty("Adres e-mail jest wymagany."),
  v.maxLength(254, "Adres e-mail jest za długi."),
  v.email("Nieprawidłowy adres e-mail."),
  v.toLowerCase(),
);

export const newPasswordSchema = v.pipe(
  v.string(TEXTS.passwordMin),
  v.minLength(8, TEXTS.passwordMin),
  v.maxLength(128, TEXTS.passwordMax),
);

export const phoneSchema = v.pipe(
  v.string("Numer telefonu jest wymagany."),
  v.trim(),
  v.nonEmpty("Numer telefonu jest wymagany."),
  v.maxLength(30, "Numer telefonu jest za długi."),
  v.check(
    (value) => /^\+?[\d\s-]+$/.test(value),
    "Numer telefonu może zawierać tylko cyfry, spacje, „-” i „+”.",
  ),
  v.check((value) => value.replace(/\D/g, "").length >= 9, TEXTS.phone),
);

export function nipDigits(value: string): string {
  return value.replace(/\D/g, "");
}

const POSTAL_CODE = /^\d{2}-\d{3}$/;

/** Company fields (checked together by companyIssues): registration, the account form, the admin's edit. */
export const companyFieldEntries = {
  company_name: optionalText(200),
  nip: optionalText(20),
  street_address: optionalText(200),
  postal_code: optionalText(20),
  city: optionalText(100),
};

/** Personal and company fields shared by registration and the account form. */
const accountFieldEntries = {
  first_name: requiredText("Imię jest wymagane.", 100),
  last_name: requiredText("Nazwisko jest wymagane.", 100),
  phone_number: phoneSchema,
  ...companyFieldEntries,
};

type CompanyFields = {
  user_type: UserType;
  company_name: string;
  nip: string;
  street_address: string;
  postal_code: string;
  city: string;
};

/** Owners must give full company data; anyone who fills NIP or postal code must fill them correctly. */
export function companyIssues(input: CompanyFields): { field: keyof CompanyFields; message: string }[] {
  const issues: { field: keyof CompanyFields; message: string }[] = [];
  const owner = input.user_type === "food_truck_owner";
  if (owner && !input.company_name)
    issues.push({ field: "company_name", message: "Nazwa firmy jest wymagana." });
  if ((owner || input.nip) && nipDigits(input.nip).length !== 10)
    issues.push({ field: "nip", message: TEXTS.nip });
  if (owner && !input.street_address)
    issues.push({ field: "street_address", message: "Ulica i numer budynku są wymagane." });
  if (owner && !input.postal_code)
    issues.push({ field: "postal_code", message: "Kod pocztowy jest wymagany." });
  else if (input.postal_code && !POSTAL_CODE.test(input.postal_code))
    issues.push({ field: "postal_code", message: TEXTS.postalCode });
  if (owner && !input.city) issues.push({ field: "city", message: "Miasto jest wymagane." });
  return issues;
}

/** Valibot action running companyIssues, with each issue on its own field's path. */
function companyRules<T extends CompanyFields>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input: Record<string, unknown> = { ...dataset.value };
    for (const issue of companyIssues(dataset.value)) {
      addIssue({
        message: issue.message,
        path: [
          { type: "object", origin: "value", input, key: issue.field, value: dataset.value[issue.field] },
        ],
      });
    }
  });
}

/**
 * `redirect_to`: the in-app page (path and query) the visitor started from; the e-mailed link brings them
 * back there (issue 35). Another site's address is refused, not silently dropped.
 */
const returnPathSchema = v.optional(
  v.pipe(
    v.string(TEXTS.returnPath),
    v.check((target: string) => isReturnPath(target), TEXTS.returnPath),
  ),
);

const REQUIRED = {
  first_name: "Imię jest wymagane.",
  last_name: "Nazwisko jest wymagane.",
  phone_number: "Numer telefonu jest wymagany.",
  email: "Adres e-mail jest wymagany.",
  password: TEXTS.passwordMin,
  newPassword: TEXTS.passwordMin,
  currentPassword: "Podaj obecne hasło.",
  token: "Brak tokena.",
  credential: "Brak danych logowania Google.",
} as const;

const registerFields = fields(
  {
    user_type: v.picklist(USER_TYPES, TEXTS.userType),
    email: emailSchema,
    password: newPasswordSchema,
    ...accountFieldEntries,
    terms_accepted: v.literal(true, TEXTS.terms),
    redirect_to: returnPathSchema,
  },
  {
    user_type: TEXTS.userType,
    email: REQUIRED.email,
    password: REQUIRED.password,
    first_name: REQUIRED.first_name,
    last_name: REQUIRED.last_name,
    phone_number: REQUIRED.phone_number,
    terms_accepted: TEXTS.terms,
  },
);
export const registerSchema = v.pipe(registerFields, companyRules<v.InferOutput<typeof registerFields>>());
export type RegisterInput = v.InferInput<typeof registerSchema>;
export type RegisterOutput = v.InferOutput<typeof registerSchema>;

/** PUT /users/me — the user type is the account's own (not editable here), sent for the company rules. */
export const updateMeSchema = fields(accountFieldEntries, {
  first_name: REQUIRED.first_name,
  last_name: REQUIRED.last_name,
  phone_number: REQUIRED.phone_number,
});
export type UpdateMeInput = v.InferInput<typeof updateMeSchema>;
export type UpdateMeOutput = v.InferOutput<typeof updateMeSchema>;

export const loginSchema = fields(
  {
    email: emailSchema,
    password: v.pipe(
      v.string("Hasło jest wymagane."),
      v.nonEmpty("Hasło jest wymagane."),
      v.maxLength(128, TEXTS.passwordMax),
    ),
  },
  { email: REQUIRED.email, password: "Hasło jest wymagane." },
);

export const googleLoginSchema = fields(
  {
    credential: v.pipe(
      v.string(REQUIRED.credential),
      v.nonEmpty(REQUIRED.credential),
      v.maxLength(8192, "Nieprawidłowe dane logowania Google."),
    ),
    user_type: v.optional(v.picklist(USER_TYPES, TEXTS.userType)),
  },
  { credential: REQUIRED.credential },
);

const linkTokenSchema = v.pipe(
  v.string(REQUIRED.token),
  v.nonEmpty(REQUIRED.token),
  v.maxLength(200, "Nieprawidłowy token."),
);

export const tokenSchema = fields({ token: linkTokenSchema }, { token: REQUIRED.token });

/** DELETE /users/me: the password, or the token of an e-mailed confirmation link (Google-only accounts). */
export const deleteAccountSchema = fields(
  {
    password: v.optional(v.pipe(v.string(REQUIRED.currentPassword), v.maxLength(128, TEXTS.passwordMax))),
    token: v.optional(linkTokenSchema),
  },
  {},
);

export const requestPasswordResetSchema = fields({ email: emailSchema }, { email: REQUIRED.email });

/** POST /auth/request-login-link: the e-mail, and the page the link should open after signing in. */
export const requestLoginLinkSchema = fields(
  { email: emailSchema, redirect_to: returnPathSchema },
  { email: REQUIRED.email },
);

export const resetPasswordSchema = fields(
  { token: linkTokenSchema, newPassword: newPasswordSchema },
  { token: REQUIRED.token, newPassword: REQUIRED.newPassword },
);

export const changePasswordSchema = fields(
  {
    currentPassword: v.pipe(
      v.string(REQUIRED.currentPassword),
      v.nonEmpty(REQUIRED.currentPassword),
      v.maxLength(128, TEXTS.passwordMax),
    ),
    newPassword: newPasswordSchema,
  },
  { currentPassword: REQUIRED.currentPassword, newPassword: REQUIRED.newPassword },
);
