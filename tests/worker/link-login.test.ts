import { describe, expect, it } from "vitest";
import { newOneTimeToken, type TokenPurpose } from "../../worker/use-cases/accounts/one-time-tokens";
import {
  api,
  createVerifiedUser,
  db,
  expireToken,
  getUser,
  profileOf,
  readJson,
  sessionSchema,
  setBlocked,
  TEXT,
  tokenRow,
} from "./helpers";

async function issue(purpose: TokenPurpose, userId: number): Promise<string> {
  const created = await newOneTimeToken(db(), purpose, userId);
  await created.insert;
  return created.token;
}

const ROUTES = [
  { route: "/auth/login-with-token", purpose: "login_link", other: "reminder_login" },
  { route: "/auth/login-with-reminder-token", purpose: "reminder_login", other: "login_link" },
] as const;

describe.each(ROUTES)("POST /api$route", ({ route, purpose, other }) => {
  it("signs the user in once", async () => {
    const { user, email } = await createVerifiedUser();
    const token = await issue(purpose, user.id);
    const res = await api(route, { token });
    expect(res.status).toBe(200);
    const body = await res.clone().json();
    expect(body).toMatchObject({ success: true, redirect: "/dashboard", message: TEXT.loggedIn });
    const session = await readJson(res, sessionSchema);
    expect(session.user).toMatchObject({ user_id: user.id, email });
    expect((await profileOf(session.token)).status).toBe(200);

    const again = await api(route, { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: TEXT.badLoginLink, success: false });
  });

  it("an admin's link redirects to /admin", async () => {
    const { user } = await createVerifiedUser({ role: "admin" });
    const res = await api(route, { token: await issue(purpose, user.id) });
    expect(res.status).toBe(200);
    expect((await readJson(res, sessionSchema)).redirect).toBe("/admin");
  });

  it(`a ${other} token is refused here and stays usable where it belongs`, async () => {
    const { user } = await createVerifiedUser();
    const token = await issue(other, user.id);
    const res = await api(route, { token });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: TEXT.badLoginLink, success: false });
    expect((await tokenRow(token))?.usedAt).toBeNull();
    const right = ROUTES.find((r) => r.purpose === other);
    expect((await api(right?.route ?? "", { token })).status).toBe(200);
  });

  it("verify_email and password_reset tokens are refused", async () => {
    const { user } = await createVerifiedUser();
    for (const wrong of ["verify_email", "password_reset"] as const) {
      const res = await api(route, { token: await issue(wrong, user.id) });
      expect(res.status).toBe(400);
    }
  });

  it("an expired token is 400", async () => {
    const { user } = await createVerifiedUser();
    const token = await issue(purpose, user.id);
    await expireToken(token);
    const res = await api(route, { token });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: TEXT.badLoginLink, success: false });
  });

  it("a missing or empty token is 400 with its field", async () => {
    for (const body of [{}, { token: "" }, { token: 5 }]) {
      const res = await api(route, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field: "token" });
    }
    const empty = await api(route, { token: "" });
    expect(await empty.json()).toEqual({ message: "Brak tokena.", field: "token" });
  });

  it("a blocked user's link is 403", async () => {
    const { user } = await createVerifiedUser();
    const token = await issue(purpose, user.id);
    await setBlocked(user.id);
    const res = await api(route, { token });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: TEXT.blocked });
  });
});

describe("reminder links verify the e-mail", () => {
  it("an unverified account is verified by its reminder link", async () => {
    const { user } = await createVerifiedUser({ verified: false });
    const res = await api("/auth/login-with-reminder-token", {
      token: await issue("reminder_login", user.id),
    });
    expect(res.status).toBe(200);
    expect((await readJson(res, sessionSchema)).user.email_verified).toBe(true);
    expect((await getUser(user.id)).emailVerifiedAt).not.toBeNull();
  });

  it("an earlier verification time is kept", async () => {
    const { user } = await createVerifiedUser();
    const verifiedAt = user.emailVerifiedAt;
    expect(
      (await api("/auth/login-with-reminder-token", { token: await issue("reminder_login", user.id) }))
        .status,
    ).toBe(200);
    expect((await getUser(user.id)).emailVerifiedAt).toBe(verifiedAt);
  });
});
