import { count, eq } from "drizzle-orm";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";

/** The user object of SPEC.md §3 as every endpoint returns it; profile_count is counted, never stored. */
export async function userDto(db: Db, user: UserRow) {
  const [row] = await db.select({ value: count() }).from(profiles).where(eq(profiles.userId, user.id));
  return userDtoOf(user, row?.value ?? 0);
}

/** userDto with the profile count already at hand (lists count it in their own query). */
export function userDtoOf(user: UserRow, profileCount: number) {
  return {
    user_id: user.id,
    doc_id: String(user.id),
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone_number: user.phoneNumber,
    country_code: user.countryCode,
    user_type: user.userType,
    role: user.role,
    is_blocked: user.isBlocked,
    email_verified: user.emailVerifiedAt !== null,
    profile_count: profileCount,
    company_name: user.companyName ?? "",
    nip: user.nip ?? "",
    street_address: user.streetAddress ?? "",
    postal_code: user.postalCode ?? "",
    city: user.city ?? "",
    stripe_account_id: user.stripeAccountId,
  };
}
export type UserDto = ReturnType<typeof userDtoOf>;

/** Where a user lands after signing in (SPEC.md §2 Login). */
export function homePathFor(user: Pick<UserRow, "role">): "/admin" | "/dashboard" {
  return user.role === "admin" ? "/admin" : "/dashboard";
}

/** Who a party is once they deleted their account: their bookings stay for the other party. */
export const DELETED_USER_NAME = "Użytkownik usunięty";

/**
 * How an organizer is named to a truck owner: first name and initial ("Anna K.") until the owner has
 * accepted (a booking or an invitation), the full name after, as with the contact details.
 */
export function organizerNameFor(
  organizer: { firstName: string; lastName: string } | null,
  revealed: boolean,
): string {
  if (!organizer) return DELETED_USER_NAME;
  if (revealed) return `${organizer.firstName} ${organizer.lastName}`.trim();
  const initial = Array.from(organizer.lastName.trim())[0];
  return initial ? `${organizer.firstName} ${initial.toLocaleUpperCase("pl")}.` : organizer.firstName;
}
