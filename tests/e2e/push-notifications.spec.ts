import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Request } from "@playwright/test";
import { findChromium, TEST_BROWSER_ARGS } from "../../scripts/chromium.mjs";
import { generateVapidKeys } from "../../scripts/vapid-keys.mjs";
import { scanAtWidths } from "./axe";
import {
  expect,
  expectSignedOut,
  mainNav,
  newOrganizer,
  registerVerified,
  signInThroughApi,
  test,
} from "./helpers";

declare global {
  // Set in the page for push-manager-stub.js; read through page.evaluate only.
  var pushStub: { endpoint: string; keys: { p256dh: string; auth: string }; log: string[] } | undefined;
}

// The headless shell the other tests use answers "denied" to every notification permission: push needs
// the full browser, and the service worker the other tests go without.
test.use({
  launchOptions: { executablePath: findChromium({ fullBrowser: true }), args: TEST_BROWSER_ARGS },
  serviceWorkers: "allow",
});

const STUB = join(dirname(fileURLToPath(import.meta.url)), "push-manager-stub.js");

const STATE = {
  off: "Powiadomienia push są wyłączone na tym urządzeniu.",
  on: "Powiadomienia push są włączone na tym urządzeniu.",
};
const SUBSCRIBE_FAILED =
  "Ta przeglądarka nie mogła zarejestrować się w usłudze powiadomień push. Spróbuj ponownie później lub użyj innej przeglądarki.";

const isSubscribeCall = (method: string) => (request: Request) =>
  request.url().endsWith("/api/notifications/subscribe") && request.method() === method;

/**
 * Headless Chromium has no push service: with the permission granted, `pushManager.subscribe` still
 * rejects ("Registration failed - permission denied"). The real parts are tested as they are — the worker
 * registers at /service-worker.js with scope "/", a failed subscription shows its Polish error — and then
 * the page's PushManager is replaced by one that returns a subscription shaped like Chrome's (FCM endpoint,
 * real P-256 key; push-manager-stub.js), to follow what the page sends to the real server: on, off, and on logout.
 */
test("my account › Powiadomienia: service worker, push on and off, forgotten at logout", async ({
  page,
  context,
  baseURL,
}) => {
  const user = newOrganizer("push");
  await registerVerified(page.request, user);

  // Blocked in the browser's settings: the section says where to allow them, and offers no button.
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send("Target.getTargetInfo");
  await cdp.send("Browser.setPermission", {
    permission: { name: "notifications" },
    setting: "denied",
    origin: baseURL,
    browserContextId: targetInfo.browserContextId,
  });
  await signInThroughApi(page, user, "/my-account");
  const section = page.getByRole("region", { name: "Powiadomienia" });
  await expect(section.getByRole("status")).toHaveText(/zablokowane w przeglądarce.*zezwól na powiadomienia/);
  await expect(section.getByRole("button")).toHaveCount(0);
  await context.clearPermissions();
  await context.grantPermissions(["notifications"]);

  const script = await page.request.get("/service-worker.js");
  expect(script.status()).toBe(200);
  expect(script.headers()["content-type"]).toMatch(/javascript/);
  expect(script.headers()["cache-control"] ?? "").not.toMatch(/immutable/);
  expect(script.headers()["content-security-policy"]).toContain("worker-src 'self'");

  await page.reload();
  await expect(section.getByRole("status")).toHaveText(STATE.off);
  const registration = await page.evaluate(
    "navigator.serviceWorker.ready.then((ready) => ({ scope: ready.scope, script: ready.active?.scriptURL }))",
  );
  expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/service-worker.js` });

  const button = section.getByRole("button", { name: "Włącz powiadomienia push" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(section.getByRole("alert")).toHaveText(SUBSCRIBE_FAILED);
  await expect(section.getByRole("status")).toHaveText(STATE.off);
  await scanAtWidths(page, "my account: push subscription failed", { screenshot: "my-account-push-error" });

  const keys = {
    p256dh: generateVapidKeys().publicKey,
    auth: Buffer.from(randomBytes(16)).toString("base64url"),
  };
  const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Buffer.from(randomBytes(8)).toString("hex")}`;
  await page.evaluate((stub) => Reflect.set(globalThis, "pushStub", stub), { endpoint, keys, log: [] });
  await page.evaluate(readFileSync(STUB, "utf8"));

  const subscribed = page.waitForRequest(isSubscribeCall("POST"));
  await button.focus();
  await page.keyboard.press("Enter");
  expect((await subscribed).postDataJSON()).toEqual({ endpoint, expirationTime: null, keys });
  await expect(section.getByRole("status")).toHaveText(STATE.on);
  await expect(section.getByRole("alert")).toHaveCount(0);
  const config = await (await page.request.get("/api/config")).json();
  const serverKey = Buffer.from(config.vapid_public_key, "base64url").toString("base64");
  expect(await page.evaluate(() => globalThis.pushStub?.log)).toEqual([`subscribe true ${serverKey}`]);
  await scanAtWidths(page, "my account: push on", { screenshot: "my-account-push-on" });

  // Off: the server forgets the endpoint, then the browser unsubscribes.
  const unsubscribed = page.waitForRequest(isSubscribeCall("DELETE"));
  await section.getByRole("button", { name: "Wyłącz powiadomienia push" }).click();
  expect((await unsubscribed).postDataJSON()).toEqual({ endpoint });
  await expect(section.getByRole("status")).toHaveText(STATE.off);

  // Logout removes this browser's subscription with the ending session's token, before revoking it.
  await section.getByRole("button", { name: "Włącz powiadomienia push" }).click();
  await expect(section.getByRole("status")).toHaveText(STATE.on);
  const order: string[] = [];
  page.on("request", (request) => {
    if (isSubscribeCall("DELETE")(request))
      order.push(`delete ${request.headers().authorization ? "token" : ""}`);
    if (request.url().endsWith("/api/auth/logout")) order.push("logout");
  });
  const loggedOut = page.waitForRequest((request) => request.url().endsWith("/api/auth/logout"));
  await mainNav(page).getByRole("button", { name: "Wyloguj" }).click();
  await loggedOut;
  await expectSignedOut(page);
  expect(order).toEqual(["delete token", "logout"]);
  expect(await page.evaluate(() => globalThis.pushStub?.log)).toContain("unsubscribe");
});
