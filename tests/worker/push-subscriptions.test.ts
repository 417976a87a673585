import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../worker/db/schema";
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from "../../worker/use-cases/notifications/push-subscriptions";
import { browserSubscription, pushEndpoint } from "./fake-push-service";
import { api, createVerifiedUser, db, errorSchema, readJson, TEXT } from "./helpers";

/** Polish texts of the contract, copied (not imported) like helpers.TEXT. */
const PUSH_TEXT = {
  subscribed: "Powiadomienia push zostały włączone.",
  unsubscribed: "Powiadomienia push zostały wyłączone.",
  endpoint: "Nieprawidłowy adres subskrypcji powiadomień: wymagany adres https.",
  pushService:
    "Adres subskrypcji musi należeć do usługi powiadomień przeglądarki (Google, Mozilla, Apple lub Microsoft).",
  keys: "Nieprawidłowe klucze subskrypcji powiadomień.",
  notFound: "Nie znaleziono tej subskrypcji powiadomień.",
} as const;

const endpoint = () => pushEndpoint();

const subscribe = (body: unknown, token?: string) => api("/notifications/subscribe", body, { token });
const unsubscribe = (body: unknown, token?: string) =>
  api("/notifications/subscribe", body, { token, method: "DELETE" });

async function rowsFor(url: string) {
  return db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, url));
}

async function expectError(res: Response, status: number, message: string, field?: string) {
  expect(res.status).toBe(status);
  const body = await readJson(res, v.object({ message: v.string(), field: v.optional(v.string()) }));
  expect(body.message).toBe(message);
  if (field) expect(body.field).toBe(field);
}

describe("POST /api/notifications/subscribe", () => {
  it("refuses without a valid session (401)", async () => {
    const { json } = await browserSubscription(endpoint());
    await expectError(await subscribe(json), 401, TEXT.unauthorized);
    await expectError(await subscribe(json, "nie-token"), 401, TEXT.sessionExpired);
    expect(await rowsFor(json.endpoint)).toEqual([]);
  });

  it("stores the browser's subscription for the user, and a retry changes nothing", async () => {
    const { user, token } = await createVerifiedUser();
    const { json } = await browserSubscription(endpoint());
    for (let i = 0; i < 2; i++) {
      const res = await subscribe(json, token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: PUSH_TEXT.subscribed });
    }
    const rows = await rowsFor(json.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: user.id, p256dh: json.keys.p256dh, auth: json.keys.auth });
  });

  it("moves an endpoint to the account that subscribes it last, with the new keys", async () => {
    const first = await createVerifiedUser();
    const second = await createVerifiedUser({ userType: "food_truck_owner" });
    const url = endpoint();
    const before = await browserSubscription(url);
    const after = await browserSubscription(url);
    expect((await subscribe(before.json, first.token)).status).toBe(200);
    expect((await subscribe(after.json, second.token)).status).toBe(200);
    const rows = await rowsFor(url);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: second.user.id, p256dh: after.json.keys.p256dh });
    // The first account no longer owns it, so it cannot remove it either.
    await expectError(await unsubscribe({ endpoint: url }, first.token), 404, PUSH_TEXT.notFound);
  });

  it(`keeps the newest ${MAX_PUSH_SUBSCRIPTIONS_PER_USER} devices per user`, async () => {
    const { user, token } = await createVerifiedUser();
    const urls: string[] = [];
    for (let i = 0; i <= MAX_PUSH_SUBSCRIPTIONS_PER_USER; i++) {
      const { json } = await browserSubscription(endpoint());
      urls.push(json.endpoint);
      expect((await subscribe(json, token)).status).toBe(200);
    }
    const kept = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(kept.map((row) => row.endpoint).sort()).toEqual(urls.slice(1).sort());
  });

  it("refuses what is not a push subscription with a Polish 400 naming the field", async () => {
    const { token } = await createVerifiedUser();
    const { json } = await browserSubscription(endpoint());
    const { keys } = json;
    const cases: [unknown, string, string][] = [
      [{ ...json, endpoint: json.endpoint.replace("https:", "http:") }, PUSH_TEXT.endpoint, "endpoint"],
      [{ ...json, endpoint: "nie adres" }, PUSH_TEXT.endpoint, "endpoint"],
      [{ ...json, endpoint: `https://user:haslo@fcm.googleapis.com/x` }, PUSH_TEXT.endpoint, "endpoint"],
      [
        { ...json, endpoint: `https://fcm.googleapis.com/fcm/send/${"a".repeat(2100)}` },
        PUSH_TEXT.endpoint,
        "endpoint",
      ],
      [{ keys }, PUSH_TEXT.endpoint, "endpoint"],
      [{ endpoint: json.endpoint }, PUSH_TEXT.keys, "keys"],
      [{ ...json, keys: "klucze" }, PUSH_TEXT.keys, "keys"],
      [{ ...json, keys: { auth: keys.auth } }, PUSH_TEXT.keys, "keys.p256dh"],
      [{ ...json, keys: { ...keys, p256dh: keys.p256dh.slice(0, 43) } }, PUSH_TEXT.keys, "keys.p256dh"],
      // A compressed point (0x02/0x03) is not what browsers send and cannot be encrypted to.
      [{ ...json, keys: { ...keys, p256dh: `A${keys.p256dh.slice(1)}` } }, PUSH_TEXT.keys, "keys.p256dh"],
      [{ ...json, keys: { ...keys, auth: `${keys.auth}AAAA` } }, PUSH_TEXT.keys, "keys.auth"],
      [{ ...json, keys: { ...keys, auth: "!!!!!!!!!!!!!!!!!!!!!!" } }, PUSH_TEXT.keys, "keys.auth"],
    ];
    for (const [body, message, field] of cases) {
      await expectError(await subscribe(body, token), 400, message, field);
    }
    const notJson = await api("/notifications/subscribe", undefined, {
      token,
      method: "POST",
      headers: { "Content-Type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect((await readJson(notJson, errorSchema)).message).toBe(TEXT.badJson);
  });
});

describe("POST /api/notifications/subscribe: only the browsers' push services", () => {
  it("accepts the endpoints Chrome, Firefox, Safari and Edge give", async () => {
    const { user, token } = await createVerifiedUser();
    const id = crypto.randomUUID();
    const accepted = [
      `https://fcm.googleapis.com/fcm/send/${id}:APA91bH`,
      `https://fcm.googleapis.com/wp/${id}`,
      `https://updates.push.services.mozilla.com/wpush/v2/${id}`,
      `https://web.push.apple.com/QGuQyavXutnMH${id}`,
      `https://wns2-par02p.notify.windows.com/w/?token=${id}`,
      // The host is matched as a browser's URL parser reads it: upper case and an explicit :443 are the same address.
      `https://FCM.GoogleAPIs.com:443/fcm/send/${id}-upper`,
    ];
    for (const url of accepted) {
      const { json } = await browserSubscription(url);
      const res = await subscribe(json, token);
      expect(res.status, url).toBe(200);
      expect(await rowsFor(url), url).toHaveLength(1);
    }
    const stored = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(stored).toHaveLength(accepted.length);
  });

  it("refuses IP addresses in every spelling, local names, other ports and other hosts, storing nothing", async () => {
    const { user, token } = await createVerifiedUser();
    const refused = [
      "https://127.0.0.1/wpush",
      "https://169.254.169.254/latest/meta-data/",
      "https://10.0.0.7/send",
      "https://8.8.8.8/send",
      "https://0x7f.1/send",
      "https://2130706433/send",
      "https://0177.0.0.1/send",
      "https://127.1/send",
      "https://[::1]/send",
      "https://[::ffff:127.0.0.1]/send",
      "https://[fd00::1]/send",
      "https://localhost/send",
      "https://LOCALHOST./send",
      "https://fcm.localhost/send",
      "https://metadata.google.internal/computeMetadata/v1/",
      "https://router.local/send",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://fcm.googleapis.com./fcm/send/x",
      "https://fcm.googleapis.com.evil.pl/fcm/send/x",
      "https://evilfcm.googleapis.com/fcm/send/x",
      "https://android.googleapis.com/gcm/send/x",
      "https://push.apple.com.evil.pl/x",
      "https://notify.windows.com/w/?token=x",
      "https://push.example.test/wpush/x",
      "https://przyklad.pl/push",
    ];
    for (const url of refused) {
      const { json } = await browserSubscription(url);
      const res = await subscribe(json, token);
      await expectError(res, 400, PUSH_TEXT.pushService, "endpoint");
    }
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual(
      [],
    );
  });
});

describe("DELETE /api/notifications/subscribe", () => {
  it("removes the user's own subscription; another user's or an unknown one is 404", async () => {
    const owner = await createVerifiedUser();
    const stranger = await createVerifiedUser();
    const { json } = await browserSubscription(endpoint());
    expect((await subscribe(json, owner.token)).status).toBe(200);

    await expectError(await unsubscribe({ endpoint: json.endpoint }), 401, TEXT.unauthorized);
    await expectError(
      await unsubscribe({ endpoint: json.endpoint }, stranger.token),
      404,
      PUSH_TEXT.notFound,
    );
    expect(await rowsFor(json.endpoint)).toHaveLength(1);

    const res = await unsubscribe({ endpoint: json.endpoint }, owner.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: PUSH_TEXT.unsubscribed });
    expect(await rowsFor(json.endpoint)).toEqual([]);
    await expectError(await unsubscribe({ endpoint: json.endpoint }, owner.token), 404, PUSH_TEXT.notFound);
    await expectError(await unsubscribe({}, owner.token), 400, PUSH_TEXT.endpoint, "endpoint");
  });
});

describe("GET /api/config", () => {
  it("gives the SPA the VAPID public key to subscribe with", async () => {
    const res = await api("/config");
    expect(await res.json()).toMatchObject({ vapid_public_key: env.VAPID_PUBLIC_KEY });
    expect(env.VAPID_PUBLIC_KEY).toMatch(/^B[\w-]{86}$/);
  });
});
