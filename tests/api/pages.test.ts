import { describe, expect, test } from "vitest";
import { BASE_URL } from "./client";

/** A page's Accept (fetch sets Sec-Fetch-Mode itself; the e2e suite loads pages in a browser). */
const NAVIGATION = { Accept: "text/html,application/xhtml+xml" };
const SITE_TITLE = "<title>Foodtruck Marketplace</title>";
const NOT_FOUND_TITLE = "<title>Nie znaleziono strony – Foodtruck Marketplace</title>";
const MODULE_SCRIPT = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/;

async function page(path: string): Promise<{ status: number; type: string | null; html: string }> {
  const response = await fetch(`${BASE_URL}${path}`, { headers: NAVIGATION, redirect: "manual" });
  return { status: response.status, type: response.headers.get("Content-Type"), html: await response.text() };
}

/** The app's index.html (its module script, which draws the page) with `status` and `title`. */
async function expectAppPage(path: string, status: number, title: string): Promise<string> {
  const answer = await page(path);
  expect(answer.status, path).toBe(status);
  expect(answer.type, path).toMatch(/^text\/html/);
  expect(answer.html, path).toContain(title);
  expect(answer.html, path).toMatch(MODULE_SCRIPT);
  return answer.html;
}

describe("addresses answer as the app's pages, the same on every runtime (issue 33)", () => {
  test("an address that is no page is 404 with the not-found page and its own title", async () => {
    for (const path of [
      "/nie-ma-takiej-strony",
      "/profil/abc/def",
      "/dashboard/nonsense",
      "/profile/abc/def",
    ]) {
      const html = await expectAppPage(path, 404, NOT_FOUND_TITLE);
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
    }
  });

  test("the SPA's pages, with their parameters, are 200 with the app", async () => {
    for (const path of [
      "/login",
      "/dashboard",
      "/payment/12",
      "/profile/1/availability",
      "/verify-email?token=abc",
      "/login-with-token?token=abc",
      "/chat/",
      "/admin",
      "/dev/mailbox",
    ]) {
      await expectAppPage(path, 200, SITE_TITLE);
    }
  });

  test("the build's files are served, hashed ones cached for good; a missing one is 404", async () => {
    const script = MODULE_SCRIPT.exec((await page("/")).html)?.[1];
    if (!script) throw new Error("no module script on the home page");
    const code = await fetch(`${BASE_URL}${script}`);
    expect(code.status).toBe(200);
    expect(code.headers.get("Content-Type")).toMatch(/^(text|application)\/javascript/);
    expect(code.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    await code.arrayBuffer();
    const icon = await fetch(`${BASE_URL}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("Content-Type")).toMatch(/^image\/svg\+xml/);
    await icon.arrayBuffer();
    const gone = await fetch(`${BASE_URL}/assets/gone-9z.js`);
    expect(gone.status).toBe(404);
    await gone.arrayBuffer();
  });

  test("the installable app: its manifest, as a manifest, with icons that are there (issue 36)", async () => {
    const answer = await fetch(`${BASE_URL}/manifest.webmanifest`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toMatch(/^application\/manifest\+json/);
    const manifest: unknown = await answer.json();
    if (
      typeof manifest !== "object" ||
      manifest === null ||
      !("icons" in manifest) ||
      !Array.isArray(manifest.icons)
    )
      throw new Error(`manifest without icons: ${JSON.stringify(manifest)}`);
    for (const icon of manifest.icons) {
      const image = await fetch(`${BASE_URL}${icon.src}`);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get("Content-Type")).toBe("image/png");
      await image.arrayBuffer();
    }
    expect((await page("/")).html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});
