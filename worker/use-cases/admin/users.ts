import { and, asc, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { profiles, pushSubscriptions, users } from "../../db/schema";
import { containsText } from "../../db/text-match";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import { companyIssues, nipDigits } from "../../schemas/account";
import type { AdminUserUpdate, UserListQuery } from "../../schemas/admin";
import { deleteAccount } from "../accounts/delete-account";
import { userDto, userDtoOf } from "../accounts/users";
import { endLiveConnections } from "../chat/live-delivery";
import type { UseCaseContext } from "../context";
import { auditInsert } from "./audit";
import { pageResult, pageWindow } from "./paging";
import { ADMIN_USER_TEXTS } from "./texts";

type Admin = Pick<UserRow, "id" | "email">;

const SORT_COLUMNS = {
  created_at: users.createdAt,
  email: users.email,
  last_name: users.lastName,
  user_type: users.userType,
} as const;

// The outer id written qualified by hand: in a one-table select drizzle leaves columns unqualified, and a
// bare "id" inside this subquery would mean profiles.id.
const profileCount = sql<number>`(SELECT count(*) FROM ${profiles} WHERE ${profiles.userId} = "users"."id")`;

/** Text found in the name or e-mail, in any case. */
function matching(text: string): SQL | undefined {
  if (!text) return undefined;
  return or(
    containsText(users.email, text),
    containsText(sql`${users.firstName} || ' ' || ${users.lastName}`, text),
  );
}

/** GET /admin/users: one page, sorted and filtered by the server, with the number of all matches. */
export async function listUsers(db: Db, query: UserListQuery) {
  const where = and(
    matching(query.q),
    query.status === undefined ? undefined : eq(users.isBlocked, query.status === "blocked"),
    query.user_type === undefined ? undefined : eq(users.userType, query.user_type),
  );
  const direction = query.order === "asc" ? asc : desc;
  const [rows, counted] = await db.batch([
    db
      .select({ user: users, profiles: profileCount })
      .from(users)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort ?? "created_at"]), direction(users.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return pageResult(
    rows.map((row) => userDtoOf(row.user, row.profiles)),
    counted[0]?.total ?? 0,
    query,
  );
}

async function targetUser(db: Db, userId: number): Promise<UserRow> {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) throw new ApiError(404, ADMIN_USER_TEXTS.notFound);
  return user;
}

/**
 * PUT /admin/users/{id}/toggle-block. Blocking ends every session of the user (their token version moves
 * on) and closes their sockets; unblocking lets them sign in again. Conditional on the state the admin
 * saw, with its audit entry in the same batch.
 */
export async function toggleBlock(ctx: UseCaseContext, admin: Admin, userId: number) {
  if (userId === admin.id) throw new ApiError(403, ADMIN_USER_TEXTS.ownBlock);
  const user = await targetUser(ctx.db, userId);
  const blocking = !user.isBlocked;
  const [updated] = await ctx.db.batch([
    ctx.db
      .update(users)
      .set({
        isBlocked: blocking,
        // Moved on from the stored value, not the one read: a sign-out everywhere in between still counts.
        tokenVersion: blocking ? sql`${users.tokenVersion} + 1` : users.tokenVersion,
        updatedAt: nowSeconds(),
      })
      .where(and(eq(users.id, userId), eq(users.isBlocked, user.isBlocked)))
      .returning(),
    auditInsert(
      ctx.db,
      admin,
      {
        action: blocking ? "user_block" : "user_unblock",
        targetType: "user",
        targetId: userId,
        subjectUserId: userId,
        before: { is_blocked: user.isBlocked },
        after: { is_blocked: blocking },
      },
      sql`changes() = 1`,
    ),
    // A blocked account gets no more push notifications on any device.
    ctx.db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, userId),
          blocking
            ? sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.isBlocked} = 1)`
            : sql`0`,
        ),
      ),
  ]);
  const row = updated[0];
  if (!row) throw new ApiError(409, ADMIN_USER_TEXTS.changedMeanwhile);
  if (blocking) await endLiveConnections(ctx, { userId }, "blocked");
  return userDto(ctx.db, row);
}

const editable = (user: UserRow) => ({
  user_type: user.userType,
  phone_number: user.phoneNumber,
  company_name: user.companyName ?? "",
  nip: user.nip ?? "",
  street_address: user.streetAddress ?? "",
  postal_code: user.postalCode ?? "",
  city: user.city ?? "",
});

/** PUT /admin/users/{docId}: the fields SPEC.md §6 lists, under the company rules of registration. */
export async function updateUser(ctx: UseCaseContext, admin: Admin, userId: number, input: AdminUserUpdate) {
  const user = await targetUser(ctx.db, userId);
  const [issue] = companyIssues(input);
  if (issue) throw new ApiError(400, issue.message, { field: issue.field });
  const after = { ...input, nip: input.nip ? nipDigits(input.nip) : "" };
  const ownsTrucks = sql`EXISTS (SELECT 1 FROM ${profiles} WHERE ${profiles.userId} = ${userId})`;
  const [updated] = await ctx.db.batch([
    ctx.db
      .update(users)
      .set({
        userType: after.user_type,
        phoneNumber: after.phone_number,
        companyName: after.company_name || null,
        nip: after.nip || null,
        streetAddress: after.street_address || null,
        postalCode: after.postal_code || null,
        city: after.city || null,
        updatedAt: nowSeconds(),
      })
      // An owner with trucks stays an owner: the trucks would belong to an organizer.
      .where(and(eq(users.id, userId), after.user_type === "organizer" ? sql`NOT ${ownsTrucks}` : undefined))
      .returning(),
    auditInsert(
      ctx.db,
      admin,
      {
        action: "user_update",
        targetType: "user",
        targetId: userId,
        subjectUserId: userId,
        before: editable(user),
        after,
      },
      sql`changes() = 1`,
    ),
  ]);
  const row = updated[0];
  if (!row) throw new ApiError(409, ADMIN_USER_TEXTS.ownerWithTrucks);
  return userDto(ctx.db, row);
}

/**
 * DELETE /admin/users/{docId}: the same deletion as the user's own (bookings closed for the other party,
 * files removed, no orphan rows), with the audit entry committed only if the user is gone.
 */
export async function deleteUser(ctx: UseCaseContext, admin: Admin, userId: number): Promise<void> {
  if (userId === admin.id) throw new ApiError(403, ADMIN_USER_TEXTS.ownDelete);
  const user = await targetUser(ctx.db, userId);
  await deleteAccount(ctx, user, (userGone) => [
    auditInsert(
      ctx.db,
      admin,
      // Who it was stays out: the entry outlives the account, which leaves no personal data behind.
      {
        action: "user_delete",
        targetType: "user",
        targetId: userId,
        subjectUserId: userId,
        before: { user_type: user.userType },
      },
      userGone,
    ),
  ]);
}

/** DELETE /admin/users/{userId}/stripe-account: the user's payment account is no longer theirs here. */
export async function removePaymentAccount(ctx: UseCaseContext, admin: Admin, userId: number) {
  const user = await targetUser(ctx.db, userId);
  if (!user.stripeAccountId) throw new ApiError(409, ADMIN_USER_TEXTS.noPaymentAccount);
  const [updated] = await ctx.db.batch([
    ctx.db
      .update(users)
      .set({ stripeAccountId: null, updatedAt: nowSeconds() })
      .where(and(eq(users.id, userId), eq(users.stripeAccountId, user.stripeAccountId)))
      .returning(),
    auditInsert(
      ctx.db,
      admin,
      {
        action: "payment_account_remove",
        targetType: "payment_account",
        targetId: userId,
        subjectUserId: userId,
        before: { stripe_account_id: user.stripeAccountId },
        after: { stripe_account_id: null },
      },
      sql`changes() = 1`,
    ),
  ]);
  const row = updated[0];
  if (!row) throw new ApiError(409, ADMIN_USER_TEXTS.changedMeanwhile);
  return userDto(ctx.db, row);
}
