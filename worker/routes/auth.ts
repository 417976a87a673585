import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { googleSignInEnabled, verifyGoogleCredential } from "../adapters/google-identity";
import type { AppEnv, UserRow } from "../app-env";
import { getDb } from "../db/client";
import { clientIp, enforceRateLimits } from "../db/rate-limit";
import { oneTimeTokens, users } from "../db/schema";
import {
  loginLinkEmail,
  passwordChangedEmail,
  passwordResetEmail,
  verificationEmail,
} from "../emails/account-emails";
import type { Env } from "../env";
import { ApiError, isUniqueViolation } from "../lib/errors";
import { nowSeconds } from "../lib/time";
import { validate } from "../lib/validate";
import {
  googleLoginSchema,
  loginSchema,
  registerSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  tokenSchema,
} from "../schemas/account";
import { cleanText } from "../schemas/fields";
import { signAppToken } from "../use-cases/accounts/app-token";
import { appLink, mailLinkToAccount } from "../use-cases/accounts/links";
import {
  consumeLinkToken,
  newOneTimeToken,
  peekOneTimeToken,
  REQUESTED_LOGIN_LINK_TTL,
  revokeOpenTokensAfterPasswordChange,
  type TokenPurpose,
} from "../use-cases/accounts/one-time-tokens";
import { hashPassword, timingDummyHash, verifyPassword } from "../use-cases/accounts/password";
import {
  guardLinkRequest,
  guardLoginAttempt,
  recordLoginFailure,
  recordLoginSuccess,
} from "../use-cases/accounts/protection";
import { endAllSessions, endSession } from "../use-cases/accounts/sessions";
import { homePathFor, userDto } from "../use-cases/accounts/users";
import { dispatchOutbox, emailOutboxInsert, emailOutboxInsertIf } from "../use-cases/notifications/outbox";
import { assertNotBlocked, requireAuth } from "./guards";

const TEXT = {
  registered: "Konto zostało utworzone. Na Twój adres e-mail wysłaliśmy link aktywacyjny.",
  emailTaken: "Konto z tym adresem e-mail już istnieje.",
  badCredentials: "Nieprawidłowy adres e-mail lub hasło.",
  notVerified: "Konto nie zostało jeszcze aktywowane. Kliknij link aktywacyjny, który wysłaliśmy e-mailem.",
  verified: "Konto zostało aktywowane. Trwa logowanie…",
  badVerifyLink: "Link aktywacyjny jest nieprawidłowy, został już użyty lub wygasł.",
  missingToken: "Brak wymaganego tokena w adresie URL.",
  badLoginLink: "Link logowania jest nieprawidłowy, został już użyty lub wygasł.",
  loggedIn: "Zalogowano pomyślnie.",
  resetRequested: "Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do ustawienia nowego hasła.",
  loginLinkRequested:
    "Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do logowania. Link jest ważny przez 30 minut.",
  badResetLink: "Link do resetu hasła jest nieprawidłowy, został już użyty lub wygasł.",
  passwordReset: "Hasło zostało zmienione. Możesz się teraz zalogować.",
  loggedOut: "Wylogowano.",
  loggedOutEverywhere: "Wylogowano ze wszystkich urządzeń.",
  googleDisabled: "Logowanie przez Google nie jest skonfigurowane.",
  googleInvalid: "Logowanie przez Google nie powiodło się.",
  googleNeedsType:
    "Wybierz typ konta (organizator lub właściciel food trucka), aby dokończyć rejestrację przez Google.",
} as const;

const REGISTER_LIMITS = { perIp: 10, windowSeconds: 3600 };

async function session(env: Env, user: UserRow) {
  return {
    token: await signAppToken(env, user),
    user: await userDto(getDb(env.DB), user),
    redirect: homePathFor(user),
  };
}

async function findUserById(env: Env, id: number): Promise<UserRow | undefined> {
  return getDb(env.DB).query.users.findFirst({ where: eq(users.id, id) });
}

/** Shared by the three link-token routes: use the token once, then sign the user in. */
async function loginWithLinkToken(env: Env, purpose: TokenPurpose, token: string, invalidMessage: string) {
  // A blocked user's link stays unused: check before consuming it.
  const pending = await peekOneTimeToken(getDb(env.DB), purpose, token);
  const owner = pending ? await findUserById(env, pending.userId) : undefined;
  if (owner) assertNotBlocked(owner);
  const userId = await consumeLinkToken(getDb(env.DB), purpose, token);
  const user = userId === null ? undefined : await findUserById(env, userId);
  if (!user) throw new ApiError(400, invalidMessage, { success: false });
  assertNotBlocked(user);
  return session(env, user);
}

export const authRoutes = new Hono<AppEnv>()
  .post("/register", validate("json", registerSchema), async (c) => {
    const input = c.req.valid("json");
    const db = getDb(c.env.DB);
    await enforceRateLimits(db, [
      {
        key: `register:ip:${clientIp(c.req.header("CF-Connecting-IP"))}`,
        limit: REGISTER_LIMITS.perIp,
        windowSeconds: REGISTER_LIMITS.windowSeconds,
      },
    ]);
    const existing = await db.query.users.findFirst({
      where: eq(users.email, input.email),
      columns: { id: true },
    });
    if (existing) throw new ApiError(409, TEXT.emailTaken, { field: "email" });

    const userIdByEmail = sql<number>`(SELECT ${users.id} FROM ${users} WHERE ${users.email} = ${input.email})`;
    const verification = await newOneTimeToken(db, "verify_email", userIdByEmail);
    const mail = verificationEmail(
      { email: input.email, firstName: input.first_name },
      appLink(c.env, "/verify-email", { token: verification.token }),
    );
    let outboxRows: { id: number }[];
    try {
      [, , outboxRows] = await db.batch([
        db.insert(users).values({
          email: input.email,
          passwordHash: await hashPassword(input.password),
          firstName: input.first_name,
          lastName: input.last_name,
          phoneNumber: input.phone_number,
          userType: input.user_type,
          companyName: input.company_name || null,
          nip: input.nip ? input.nip.replace(/\D/g, "") : null,
          streetAddress: input.street_address || null,
          postalCode: input.postal_code || null,
          city: input.city || null,
        }),
        verification.insert,
        emailOutboxInsert(db, mail),
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, TEXT.emailTaken, { field: "email" });
      throw error;
    }
    c.executionCtx.waitUntil(
      dispatchOutbox(
        c.env,
        outboxRows.map((row) => row.id),
      ),
    );
    return c.json({ message: TEXT.registered }, 201);
  })

  .post("/login", validate("json", loginSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    const db = getDb(c.env.DB);
    const ip = clientIp(c.req.header("CF-Connecting-IP"));
    await guardLoginAttempt(db, ip, email);
    const user = await db.query.users.findFirst({ where: eq(users.email, email) });
    const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await timingDummyHash()));
    if (!user?.passwordHash || !passwordOk) {
      await recordLoginFailure(db, ip, email);
      throw new ApiError(401, TEXT.badCredentials);
    }
    await recordLoginSuccess(db, ip, email);
    assertNotBlocked(user);
    if (user.emailVerifiedAt === null)
      throw new ApiError(403, TEXT.notVerified, { code: "email_not_verified" });
    return c.json(await session(c.env, user));
  })

  .post("/google-login", validate("json", googleLoginSchema), async (c) => {
    const env = c.env;
    if (!googleSignInEnabled(env)) throw new ApiError(404, TEXT.googleDisabled);
    const { credential, user_type } = c.req.valid("json");
    const identity = await verifyGoogleCredential(env, credential);
    if (!identity) throw new ApiError(401, TEXT.googleInvalid);
    const db = getDb(env.DB);
    const email = identity.email.toLowerCase();
    const now = nowSeconds();

    const known =
      (await db.query.users.findFirst({ where: eq(users.googleSub, identity.sub) })) ??
      (await db.query.users.findFirst({ where: eq(users.email, email) }));
    if (known) {
      assertNotBlocked(known);
      if (known.googleSub !== null && known.googleSub !== identity.sub)
        throw new ApiError(401, TEXT.googleInvalid);
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
      return c.json(await session(env, linked ?? known));
    }
    if (!user_type) throw new ApiError(400, TEXT.googleNeedsType, { code: "user_type_required" });
    try {
      const [created] = await db
        .insert(users)
        .values({
          email,
          firstName:
            cleanText(identity.given_name, false).trim().slice(0, 100) || email.split("@")[0] || email,
          lastName: cleanText(identity.family_name, false).trim().slice(0, 100),
          userType: user_type,
          googleSub: identity.sub,
          emailVerifiedAt: now,
        })
        .returning();
      if (!created) throw new Error("insert returned no row");
      return c.json(await session(env, created), 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, TEXT.emailTaken);
      throw error;
    }
  })

  .get("/verify-email", validate("query", v.object({ token: v.optional(v.string(), "") })), async (c) => {
    const { token } = c.req.valid("query");
    if (!token) throw new ApiError(400, TEXT.missingToken, { success: false });
    const result = await loginWithLinkToken(c.env, "verify_email", token, TEXT.badVerifyLink);
    return c.json({ success: true, ...result, message: TEXT.verified });
  })

  .post("/login-with-reminder-token", validate("json", tokenSchema), async (c) => {
    const result = await loginWithLinkToken(
      c.env,
      "reminder_login",
      c.req.valid("json").token,
      TEXT.badLoginLink,
    );
    return c.json({ success: true, ...result, message: TEXT.loggedIn });
  })

  .post("/login-with-token", validate("json", tokenSchema), async (c) => {
    const result = await loginWithLinkToken(
      c.env,
      "login_link",
      c.req.valid("json").token,
      TEXT.badLoginLink,
    );
    return c.json({ success: true, ...result, message: TEXT.loggedIn });
  })

  .get("/profile", requireAuth, async (c) => {
    return c.json(await userDto(getDb(c.env.DB), c.get("user")));
  })

  .post("/logout", requireAuth, async (c) => {
    await endSession(getDb(c.env.DB), c.get("session"));
    return c.json({ message: TEXT.loggedOut });
  })

  .post("/logout-all", requireAuth, async (c) => {
    await endAllSessions(getDb(c.env.DB), c.get("user"));
    return c.json({ message: TEXT.loggedOutEverywhere });
  })

  .post("/request-password-reset", validate("json", requestPasswordResetSchema), async (c) => {
    const { email } = c.req.valid("json");
    const db = getDb(c.env.DB);
    await guardLinkRequest(db, "reset", clientIp(c.req.header("CF-Connecting-IP")), email);
    const outboxIds = await mailLinkToAccount(db, email, {
      throttle: "reset",
      purpose: "password_reset",
      mail: (user, token) => passwordResetEmail(user, appLink(c.env, "/reset-password", { token })),
    });
    c.executionCtx.waitUntil(dispatchOutbox(c.env, outboxIds));
    return c.json({ message: TEXT.resetRequested });
  })

  .post("/request-login-link", validate("json", requestPasswordResetSchema), async (c) => {
    const { email } = c.req.valid("json");
    const db = getDb(c.env.DB);
    await guardLinkRequest(db, "login-link", clientIp(c.req.header("CF-Connecting-IP")), email);
    const outboxIds = await mailLinkToAccount(db, email, {
      throttle: "login-link",
      purpose: "login_link",
      ttlSeconds: REQUESTED_LOGIN_LINK_TTL,
      mail: (user, token) => loginLinkEmail(user, appLink(c.env, "/login-with-token", { token })),
    });
    c.executionCtx.waitUntil(dispatchOutbox(c.env, outboxIds));
    return c.json({ message: TEXT.loginLinkRequested });
  })

  .post("/reset-password", validate("json", resetPasswordSchema), async (c) => {
    const { token, newPassword } = c.req.valid("json");
    const db = getDb(c.env.DB);
    const pending = await peekOneTimeToken(db, "password_reset", token);
    const user = pending ? await findUserById(c.env, pending.userId) : undefined;
    if (!pending || !user) throw new ApiError(400, TEXT.badResetLink);
    assertNotBlocked(user);
    const now = nowSeconds();
    const passwordHash = await hashPassword(newPassword);
    // Token use and password change commit together; the token-version guard makes a racing reuse a no-op.
    const [consumed, , , outboxRows] = await db.batch([
      db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(and(eq(oneTimeTokens.tokenHash, pending.tokenHash), sql`${oneTimeTokens.usedAt} IS NULL`))
        .returning({ id: oneTimeTokens.id }),
      db
        .update(users)
        .set({
          passwordHash,
          tokenVersion: user.tokenVersion + 1,
          emailVerifiedAt: user.emailVerifiedAt ?? now,
          updatedAt: now,
        })
        .where(
          and(
            eq(users.id, user.id),
            eq(users.tokenVersion, user.tokenVersion),
            sql`EXISTS (SELECT 1 FROM ${oneTimeTokens} WHERE ${oneTimeTokens.tokenHash} = ${pending.tokenHash} AND ${oneTimeTokens.usedAt} = ${now})`,
          ),
        ),
      revokeOpenTokensAfterPasswordChange(db, user.id, passwordHash),
      emailOutboxInsertIf(
        db,
        passwordChangedEmail({ email: user.email, firstName: user.firstName }),
        and(eq(users.id, user.id), eq(users.passwordHash, passwordHash)),
      ),
    ]);
    if (consumed.length === 0) throw new ApiError(400, TEXT.badResetLink);
    c.executionCtx.waitUntil(
      dispatchOutbox(
        c.env,
        outboxRows.map((row) => row.id),
      ),
    );
    return c.json({ message: TEXT.passwordReset });
  });
