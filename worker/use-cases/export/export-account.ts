import { asc, eq } from "drizzle-orm";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import {
  calendarFeeds,
  connectedAccounts,
  favourites,
  oneTimeTokens,
  profiles,
  pushSubscriptions,
} from "../../db/schema";

/** The account itself, as stored: who, how they sign in (never the password's hash), when. */
export function accountPart(user: UserRow) {
  return {
    account: {
      user_id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone_number: user.phoneNumber,
      country_code: user.countryCode,
      user_type: user.userType,
      role: user.role,
      is_blocked: user.isBlocked,
      email_verified_at: user.emailVerifiedAt,
      password_set: user.passwordHash !== null,
      google_sign_in_linked: user.googleSub !== null,
      created_at: user.createdAt,
      updated_at: user.updatedAt,
    },
    company: {
      company_name: user.companyName,
      nip: user.nip,
      street_address: user.streetAddress,
      postal_code: user.postalCode,
      city: user.city,
    },
  };
}

/**
 * A push endpoint as the export shows it: the push service's host and the address's last characters, enough
 * to tell one browser from another; the whole address is a credential for sending to that browser.
 */
export function shortEndpoint(endpoint: string): string {
  try {
    const url = new URL(endpoint);
    return `${url.host}/…${url.pathname.slice(-6)}`;
  } catch {
    return "…";
  }
}

/** Settings and links of the account: payments, calendar feed, push, saved trucks, e-mailed links. */
export async function accountSettingsPart(db: Db, user: UserRow) {
  const [paymentAccounts, feed, subscriptions, saved, links] = await Promise.all([
    db.select().from(connectedAccounts).where(eq(connectedAccounts.userId, user.id)),
    db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id)),
    db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id))
      .orderBy(asc(pushSubscriptions.id)),
    db
      .select({
        profileId: favourites.profileId,
        name: profiles.foodTruckName,
        savedAt: favourites.createdAt,
      })
      .from(favourites)
      .innerJoin(profiles, eq(profiles.id, favourites.profileId))
      .where(eq(favourites.userId, user.id))
      .orderBy(asc(favourites.createdAt)),
    db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id)).orderBy(asc(oneTimeTokens.id)),
  ]);
  return {
    payment_account: {
      stripe_account_id: user.stripeAccountId,
      states: paymentAccounts.map((account) => ({
        account_id: account.accountId,
        charges_enabled: account.chargesEnabled,
        payouts_enabled: account.payoutsEnabled,
        details_submitted: account.detailsSubmitted,
        state_at: account.stateAt,
      })),
    },
    // The feed's address is never stored (only its hash): it exists, since when.
    calendar_feed: feed[0] ? { active: true, created_at: feed[0].createdAt } : { active: false },
    push_subscriptions: subscriptions.map((subscription) => ({
      endpoint: shortEndpoint(subscription.endpoint),
      created_at: subscription.createdAt,
    })),
    saved_trucks: saved.map((row) => ({
      profile_id: row.profileId,
      food_truck_name: row.name,
      saved_at: row.savedAt,
    })),
    // Links sent by e-mail (activation, password reset, sign-in): what for and when; the links themselves
    // exist only in the e-mails.
    email_links: links.map((link) => ({
      purpose: link.purpose,
      created_at: link.createdAt,
      expires_at: link.expiresAt,
      used_at: link.usedAt,
    })),
  };
}
