import { eq } from "drizzle-orm";
import { googleSignInEnabled, verifyGoogleCredential } from "../../adapters/google-identity";
import type { UserRow } from "../../app-env";
import { isUniqueViolation } from "../../db/constraint-errors";
import { users } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import { assertNotBlocked } from "../../permissions";
import { cleanText } from "../../schemas/fields";
import { endLiveConnections } from "../chat/live-delivery";
import type { UseCaseContext } from "../context";
import { signAppToken } from "./app-token";
import { consumeLinkToken, peekOneTimeToken, type TokenPurpose } from "./one-time-tokens";
import { timingDummyHash, verifyPassword } from "./password";
import { guardLoginAttempt, recordLoginFailure, recordLoginSuccess } from "./protection";
import { ACCOUNT_TEXTS } from "./texts";
import { homePathFor, userDto } from "./users";

/**
 * What every way of signing in answers: the token, the user and where the SPA goes next: the page a link
 * was made to bring the user back to (issue 35), otherwise their panel.
 */
export async function sessionFor(ctx: UseCaseContext, user: UserRow, redirectTo: string | null = null) {
  return {
    token: await signAppToken(ctx.env, user),
    user: await userDto(ctx.db, user),
    redirect: redirectTo ?? homePathFor(user),
  };
}
export type Session = Awaited<ReturnType<typeof sessionFor>>;

function findUserById(ctx: UseCaseContext, id: number): Promise<UserRow | undefined> {
  return ctx.db.query.users.findFirst({ where: eq(users.id, id) });
}

export async function logInWithPassword(
  ctx: UseCaseContext,
  credentials: { email: string; password: string },
  ip: string,
): Promise<Session> {
  const { db } = ctx;
  const { email, password } = credentials;
  await guardLoginAttempt(db, ip, email);
  const user = await db.query.users.findFirst({ where: eq(users.email, email) });
  const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await timingDummyHash()));
  if (!user?.passwordHash || !passwordOk) {
    await recordLoginFailure(db, ip, email);
    throw new ApiError(401, ACCOUNT_TEXTS.badCredentials);
  }
  await recordLoginSuccess(db, ip, email);
  assertNotBlocked(user);
  if (user.emailVerifiedAt === null) {
    throw new ApiError(403, ACCOUNT_TEXTS.notVerified, { code: "email_not_verified" });
  }
  return sessionFor(ctx, user);
}

/**
 * Uses an e-mailed link once and signs its user in (verification, reminder and sign-in links), sending them
 * on to the page the link carries, if any.
 */
export async function logInWithLink(
  ctx: UseCaseContext,
  purpose: TokenPurpose,
  token: string,
  invalidMessage: string,
): Promise<Session> {
  // A blocked user's link stays unused: check before consuming it.
  const pending = await peekOneTimeToken(ctx.db, purpose, token);
  const owner = pending ? await findUserById(ctx, pending.userId) : undefined;
  if (owner) assertNotBlocked(owner);
  const consumed = await consumeLinkToken(ctx.db, purpose, token);
  const user = consumed ? await findUserById(ctx, consumed.userId) : undefined;
  if (!consumed || !user) throw new ApiError(400, invalidMessage, { success: false });
  assertNotBlocked(user);
  return sessionFor(ctx, user, consumed.redirectTo);
}

/**
 * Google one tap: signs in the account with this Google identity or e-mail (linking them), or creates
 * one when the type is given. `created` tells the route to answer 201.
 */
export async function logInWithGoogle(
  ctx: UseCaseContext,
  input: { credential: string; user_type?: "organizer" | "food_truck_owner" | undefined },
): Promise<{ session: Session; created: boolean }> {
  const { env, db } = ctx;
  if (!googleSignInEnabled(env)) throw new ApiError(404, ACCOUNT_TEXTS.googleDisabled);
  const identity = await verifyGoogleCredential(env, input.credential);
  if (!identity) throw new ApiError(401, ACCOUNT_TEXTS.googleInvalid);
  const email = identity.email.toLowerCase();
  const now = nowSeconds();

  const known =
    (await db.query.users.findFirst({ where: eq(users.googleSub, identity.sub) })) ??
    (await db.query.users.findFirst({ where: eq(users.email, email) }));
  if (known) {
    assertNotBlocked(known);
    if (known.googleSub !== null && known.googleSub !== identity.sub) {
      throw new ApiError(401, ACCOUNT_TEXTS.googleInvalid);
    }
    // An unverified account's password was never proven to belong to this address's owner: linking
    // Google drops it (and any session made with it), so a squatter cannot keep access.
    const unverified = known.emailVerifiedAt === null;
    const [linked] = await db
      .update(users)
      .set({
        googleSub: identity.sub,
        emailVerifiedAt: known.emailVerifiedAt ?? now,
        updatedAt: now,
        ...(unverified ? { passwordHash: null, tokenVersion: known.tokenVersion + 1 } : {}),
      })
      .where(eq(users.id, known.id))
      .returning();
    if (unverified) await endLiveConnections(ctx, { userId: known.id }, "password dropped");
    return { session: await sessionFor(ctx, linked ?? known), created: false };
  }
  if (!input.user_type) {
    throw new ApiError(400, ACCOUNT_TEXTS.googleNeedsType, { code: "user_type_required" });
  }
  try {
    const [created] = await db
      .insert(users)
      .values({
        email,
        firstName: cleanText(identity.given_name, false).trim().slice(0, 100) || email.split("@")[0] || email,
        lastName: cleanText(identity.family_name, false).trim().slice(0, 100),
        userType: input.user_type,
        googleSub: identity.sub,
        emailVerifiedAt: now,
      })
      .returning();
    if (!created) throw new Error("insert returned no row");
    return { session: await sessionFor(ctx, created), created: true };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, ACCOUNT_TEXTS.emailTaken);
    throw error;
  }
}
