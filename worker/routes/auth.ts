import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../app-env";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { requireAuth } from "../permissions";
import {
  googleLoginSchema,
  loginSchema,
  registerSchema,
  requestLoginLinkSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  tokenSchema,
} from "../schemas/account";
import { logInWithGoogle, logInWithLink, logInWithPassword } from "../use-cases/accounts/login";
import { requestAccountLink, resetPassword } from "../use-cases/accounts/recovery";
import { registerAccount } from "../use-cases/accounts/register";
import { endAllSessions, endSession } from "../use-cases/accounts/sessions";
import { ACCOUNT_TEXTS } from "../use-cases/accounts/texts";
import { userDto } from "../use-cases/accounts/users";
import { clientIpOf, useCaseContext } from "./context";

export const authRoutes = new Hono<AppEnv>()
  .post("/register", validate("json", registerSchema), async (c) => {
    await registerAccount(useCaseContext(c), c.req.valid("json"), clientIpOf(c));
    return c.json({ message: ACCOUNT_TEXTS.registered }, 201);
  })

  .post("/login", validate("json", loginSchema), async (c) => {
    return c.json(await logInWithPassword(useCaseContext(c), c.req.valid("json"), clientIpOf(c)));
  })

  .post("/google-login", validate("json", googleLoginSchema), async (c) => {
    const { session, created } = await logInWithGoogle(useCaseContext(c), c.req.valid("json"));
    return c.json(session, created ? 201 : 200);
  })

  .get("/verify-email", validate("query", v.object({ token: v.optional(v.string(), "") })), async (c) => {
    const { token } = c.req.valid("query");
    if (!token) throw new ApiError(400, ACCOUNT_TEXTS.missingToken, { success: false });
    const session = await logInWithLink(
      useCaseContext(c),
      "verify_email",
      token,
      ACCOUNT_TEXTS.badVerifyLink,
    );
    return c.json({ success: true, ...session, message: ACCOUNT_TEXTS.verified });
  })

  .post("/login-with-reminder-token", validate("json", tokenSchema), async (c) => {
    const { token } = c.req.valid("json");
    const session = await logInWithLink(
      useCaseContext(c),
      "reminder_login",
      token,
      ACCOUNT_TEXTS.badLoginLink,
    );
    return c.json({ success: true, ...session, message: ACCOUNT_TEXTS.loggedIn });
  })

  .post("/login-with-token", validate("json", tokenSchema), async (c) => {
    const { token } = c.req.valid("json");
    const session = await logInWithLink(useCaseContext(c), "login_link", token, ACCOUNT_TEXTS.badLoginLink);
    return c.json({ success: true, ...session, message: ACCOUNT_TEXTS.loggedIn });
  })

  .get("/profile", requireAuth, async (c) => {
    return c.json(await userDto(c.var.db, c.var.user));
  })

  .post("/logout", requireAuth, async (c) => {
    await endSession(useCaseContext(c), c.var.user, c.var.session);
    return c.json({ message: ACCOUNT_TEXTS.loggedOut });
  })

  .post("/logout-all", requireAuth, async (c) => {
    await endAllSessions(useCaseContext(c), c.var.user);
    return c.json({ message: ACCOUNT_TEXTS.loggedOutEverywhere });
  })

  .post("/request-password-reset", validate("json", requestPasswordResetSchema), async (c) => {
    const { email } = c.req.valid("json");
    return c.json({ message: await requestAccountLink(useCaseContext(c), "reset", email, clientIpOf(c)) });
  })

  .post("/request-login-link", validate("json", requestLoginLinkSchema), async (c) => {
    const { email, redirect_to } = c.req.valid("json");
    const ip = clientIpOf(c);
    return c.json({
      message: await requestAccountLink(useCaseContext(c), "login-link", email, ip, redirect_to ?? null),
    });
  })

  .post("/reset-password", validate("json", resetPasswordSchema), async (c) => {
    const { token, newPassword } = c.req.valid("json");
    await resetPassword(useCaseContext(c), token, newPassword);
    return c.json({ message: ACCOUNT_TEXTS.passwordReset });
  });
