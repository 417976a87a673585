import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../worker/db/schema";
import { sendActivationReminders } from "../../worker/jobs/cron";
import { TEXTS } from "../../worker/schemas/account";
import {
  api,
  createVerifiedUser,
  db,
  findUser,
  latestMail,
  linkToken,
  nowSeconds,
  readJson,
  register,
  registration,
  sessionSchema,
  TEXT,
  tokenRow,
  uniqueIp,
  verificationTokenFor,
} from "./helpers";

/** What a visitor started on a truck's profile: its booking form with the searched dates and place. */
const TARGET = "/booking/12?od=2026-12-12&do=2026-12-13&miejsce=Krak%C3%B3w&goscie=120";
const LOGIN_LINK_SUBJECT = "Link do logowania – Foodtruck Marketplace";

const OUTSIDE_TARGETS = [
  ["another site", "https://evil.example/booking/12"],
  ["a protocol-relative address", "//evil.example/booking/12"],
  ["a backslash trick", "/\\evil.example"],
  ["a relative path", "booking/12"],
  ["the login page (a loop)", "/login?redirect=/booking/12"],
  ["an address over 500 characters", `/booking/12?q=${"a".repeat(500)}`],
  ["not a string", 12],
] as const;

function verify(token: string) {
  return api(`/auth/verify-email?token=${encodeURIComponent(token)}`);
}

function requestLoginLink(body: Record<string, unknown>) {
  return api("/auth/request-login-link", body, { ip: uniqueIp() });
}

describe("registration carries what the visitor started (issue 35)", () => {
  it("redirect_to is stored with the activation token and the link's verification answers it exactly", async () => {
    const body = registration({ redirect_to: TARGET });
    expect((await register(body)).status).toBe(201);
    const token = await verificationTokenFor(String(body.email));
    expect((await tokenRow(token))?.redirectTo).toBe(TARGET);

    // The link is opened anywhere (another browser has nothing but the token): the target comes with it.
    const res = await verify(token);
    expect(res.status).toBe(200);
    const session = await readJson(res, sessionSchema);
    expect(session.redirect).toBe(TARGET);
    expect(session.user).toMatchObject({ email: body.email, email_verified: true });
  });

  it("without redirect_to the activation goes to the panel as before", async () => {
    const body = registration();
    expect((await register(body)).status).toBe(201);
    const token = await verificationTokenFor(String(body.email));
    expect((await tokenRow(token))?.redirectTo).toBeNull();
    expect((await readJson(await verify(token), sessionSchema)).redirect).toBe("/dashboard");
  });

  it.each(OUTSIDE_TARGETS)(
    "%s as redirect_to is refused with 400 and creates no account",
    async (_name, target) => {
      const body = registration({ redirect_to: target });
      const res = await register(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: TEXTS.returnPath, field: "redirect_to" });
      expect(TEXTS.returnPath).toBe(
        "Nieprawidłowa strona powrotu: można wrócić tylko do strony tego serwisu (najwyżej 500 znaków).",
      );
      expect(await findUser(String(body.email))).toBeUndefined();
    },
  );

  it("the activation reminder a day later opens the same page", async () => {
    // An account without a link token first, so user ids and token ids differ (a reminder that matched a
    // token to its user by a bare "id" found the right one only when the two happened to be equal).
    await createVerifiedUser();
    const body = registration({ redirect_to: TARGET });
    expect((await register(body)).status).toBe(201);
    const user = await findUser(String(body.email));
    if (!user) throw new Error("registered user missing");
    await db()
      .update(users)
      .set({ createdAt: nowSeconds() - 86400 - 3600 })
      .where(eq(users.id, user.id));
    await sendActivationReminders(env);

    const mail = await latestMail(String(body.email), TEXT.reminderSubject);
    const token = linkToken(mail.text, "/verify-email", "reminder_token");
    const res = await api("/auth/login-with-reminder-token", { token });
    expect(res.status).toBe(200);
    expect((await readJson(res, sessionSchema)).redirect).toBe(TARGET);
  });
});

describe("the e-mailed sign-in link carries what the visitor started (issue 35)", () => {
  it("redirect_to travels with the link token and signing in with it answers it", async () => {
    const { email } = await createVerifiedUser();
    expect((await requestLoginLink({ email, redirect_to: TARGET })).status).toBe(200);
    const token = linkToken((await latestMail(email, LOGIN_LINK_SUBJECT)).text, "/login-with-token");
    expect((await tokenRow(token))?.redirectTo).toBe(TARGET);

    const res = await api("/auth/login-with-token", { token });
    expect(res.status).toBe(200);
    expect((await readJson(res, sessionSchema)).redirect).toBe(TARGET);
  });

  it("without redirect_to the link goes to the panel as before", async () => {
    const { email } = await createVerifiedUser();
    expect((await requestLoginLink({ email })).status).toBe(200);
    const token = linkToken((await latestMail(email, LOGIN_LINK_SUBJECT)).text, "/login-with-token");
    expect((await readJson(await api("/auth/login-with-token", { token }), sessionSchema)).redirect).toBe(
      "/dashboard",
    );
  });

  it.each(OUTSIDE_TARGETS)(
    "%s as redirect_to is refused with 400 and mails nothing",
    async (_name, target) => {
      const { email } = await createVerifiedUser();
      const res = await requestLoginLink({ email, redirect_to: target });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: TEXTS.returnPath, field: "redirect_to" });
      await expect(latestMail(email, LOGIN_LINK_SUBJECT)).rejects.toThrow(/No mail/);
    },
  );
});
