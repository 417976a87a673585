import * as v from "valibot";
import { BOOKING_STATUSES } from "../domain/booking-machine";
import { companyFieldEntries, phoneSchema, USER_TYPES } from "./account";
import { numberLike } from "./fields";
import { PROFILE_LIMITS, PROFILE_TEXTS } from "./profile-texts";
import { profileDetailEntries } from "./profiles";

export const ADMIN_TEXTS = {
  page: "Nieprawidłowy numer strony.",
  perPage: "Na stronie może być od 1 do 100 pozycji.",
  sort: "Nieprawidłowe pole sortowania.",
  order: "Kolejność sortowania to asc albo desc.",
  search: "Szukany tekst może mieć najwyżej 100 znaków.",
  status: "Nieprawidłowy filtr statusu.",
  userType: "Typ konta to organizator albo właściciel food trucka.",
} as const;

const positiveInt = (message: string, max: number) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{1,6}$/, message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

/**
 * The query of every admin list (paged, sorted and filtered on the server): page, per_page, sort (one of
 * the list's columns), order, q (a text searched in names and e-mails), and the list's own filters.
 */
export function listQuerySchema<const TSort extends string, TFilters extends v.ObjectEntries>(
  sortable: readonly [TSort, ...TSort[]],
  filters: TFilters,
) {
  return v.object({
    page: v.optional(positiveInt(ADMIN_TEXTS.page, 100_000), "1"),
    per_page: v.optional(positiveInt(ADMIN_TEXTS.perPage, 100), "20"),
    sort: v.optional(v.picklist(sortable, ADMIN_TEXTS.sort)),
    order: v.optional(v.picklist(["asc", "desc"], ADMIN_TEXTS.order), "desc"),
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, ADMIN_TEXTS.search)), ""),
    ...filters,
  });
}

export const USER_SORTS = ["created_at", "email", "last_name", "user_type"] as const;

export const userListQuerySchema = listQuerySchema(USER_SORTS, {
  status: v.optional(v.picklist(["active", "blocked"], ADMIN_TEXTS.status)),
  user_type: v.optional(v.picklist(USER_TYPES, ADMIN_TEXTS.userType)),
});
export type UserListQuery = v.InferOutput<typeof userListQuerySchema>;

/**
 * PUT /admin/users/{docId}: only the fields SPEC.md §6 lets an admin edit; the type only organizer or
 * owner (never admin). Company rules as on registration apply to the result.
 */
export const adminUserUpdateSchema = v.object({
  user_type: v.picklist(USER_TYPES, ADMIN_TEXTS.userType),
  phone_number: phoneSchema,
  ...companyFieldEntries,
});
export type AdminUserUpdate = v.InferOutput<typeof adminUserUpdateSchema>;

export const BOOKING_SORTS = ["created_at", "event_start_date", "status"] as const;

export const bookingListQuerySchema = listQuerySchema(BOOKING_SORTS, {
  status: v.optional(v.picklist(BOOKING_STATUSES, ADMIN_TEXTS.status)),
});
export type BookingListQuery = v.InferOutput<typeof bookingListQuerySchema>;

export const packagingSchema = v.object({
  packaging_ordered: v.boolean("Podaj packaging_ordered: true albo false."),
});
export const commissionSchema = v.object({
  commission_paid: v.boolean("Podaj commission_paid: true albo false."),
});

/** PUT /admin/profiles/{docId}/details (SPEC.md §6): description, base location and radius. */
export const adminProfileDetailsSchema = v.object({
  ...profileDetailEntries,
  operation_radius_km: v.pipe(
    numberLike(PROFILE_TEXTS.radius),
    v.integer(PROFILE_TEXTS.radius),
    v.minValue(1, PROFILE_TEXTS.radius),
    v.maxValue(PROFILE_LIMITS.maxRadiusKm, PROFILE_TEXTS.radius),
  ),
});
export type AdminProfileDetails = v.InferOutput<typeof adminProfileDetailsSchema>;

export const photoDeletionSchema = v.object({
  photoUrl: v.pipe(
    v.string("Podaj adres zdjęcia."),
    v.nonEmpty("Podaj adres zdjęcia."),
    v.maxLength(500, "Podaj adres zdjęcia."),
  ),
});
