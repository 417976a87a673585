import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, scanAtWidths, screenshotPath } from "./axe";
import { content, expect, isRecord, newOwner, ownerWithTruck, signInThroughApi, test } from "./helpers";

const IMAGES = join(import.meta.dirname, "..", "..", "scripts", "demo-photos", "images");

function demoPhoto(name: string): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: "image/webp", buffer: readFileSync(join(IMAGES, name)) };
}

/** The gallery's photo URLs as the API stores them, in order. */
async function storedOrder(request: APIRequestContext, profileId: number): Promise<string[]> {
  const body: unknown = await (await request.get(`/api/profiles/${profileId}`)).json();
  const urls = isRecord(body) && Array.isArray(body.gallery_photo_urls) ? body.gallery_photo_urls : [];
  return urls.filter((url): url is string => typeof url === "string");
}

/** The edit page's tiles' photo URLs, in the order shown. */
function shownOrder(page: Page): Promise<string[]> {
  return page
    .locator("[data-photo] img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
}

test("an owner adds, removes (and takes back), reorders photos one by one and picks the cover the profile opens with", async ({
  page,
}) => {
  test.slow(); // a photo compressed in the browser, and two pages scanned at two widths
  const owner = newOwner("photos");
  const { profileId, name, token } = await ownerWithTruck(page.request, owner);
  // Two photos already stored, sent through the one-by-one endpoint itself.
  const stored = await page.request.post(`/api/profiles/${profileId}/photos`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: (() => {
      const body = new FormData();
      for (const file of ["burger-bus-1.webp", "baltycka-pizza-1.webp"].map(demoPhoto)) {
        body.append("gallery_photos", new File([file.buffer], file.name, { type: file.mimeType }));
      }
      return body;
    })(),
  });
  expect(stored.status(), await stored.text()).toBe(201);

  await page.setViewportSize({ width: 360, height: 800 });
  await signInThroughApi(page, owner, `/edit-profile/${profileId}`);
  const gallery = content(page).getByRole("list", { name: "Galeria zdjęć" });
  await expect(gallery.locator("[data-photo]")).toHaveCount(2);
  await expect(page.getByText("Wybranie nowych zdjęć zastąpi całą obecną galerię")).toHaveCount(0);
  await expect(gallery.locator("[data-photo]").first().getByText("Okładka")).toBeVisible();

  // Add: compressed here, sent at once, appended after the others. The upload is held until its tile,
  // with its progress, has been looked at.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/profiles/${profileId}/photos`, async (route) => {
    await held;
    await route.continue();
  });
  await content(page)
    .getByLabel("Dodaj zdjęcia")
    .setInputFiles([demoPhoto("burger-bus-2-w400.webp")]);
  const uploading = gallery.getByRole("progressbar", { name: "Dodawanie zdjęcia „burger-bus-2-w400.webp”" });
  await expect(gallery.getByText(/^Wysyłanie… \d+%$/)).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, "gallery with a photo on its way in @ 360px");
  // The stored photos load as they scroll in (lazy): scrolled to, and loaded, before the picture.
  await gallery.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      gallery
        .locator("img")
        .evaluateAll((images) => images.every((image) => Number(Reflect.get(image, "naturalWidth")) > 0)),
    )
    .toBe(true);
  await gallery.screenshot({ path: screenshotPath("gallery-manager-upload", 360), animations: "disabled" });
  release();
  await expect(uploading).toHaveCount(0);
  await expect(gallery.locator("[data-photo]")).toHaveCount(3);
  const [a, b, c] = await shownOrder(page);
  expect(await storedOrder(page.request, profileId)).toEqual([a, b, c]);

  // Remove by keyboard: the photo goes, „Cofnij” takes the focus (its clock stops there), and takes it back.
  await gallery.getByRole("button", { name: "Usuń zdjęcie 2" }).focus();
  await page.keyboard.press("Enter");
  const undo = content(page).getByRole("button", { name: "Cofnij" });
  await expect(undo).toBeFocused();
  await expect(content(page).getByText("Usunięto zdjęcie.", { exact: true })).toBeVisible();
  await expect(gallery.locator("[data-photo]")).toHaveCount(2);
  await scanAtWidths(page, "gallery with a removal to undo", { screenshot: "gallery-manager" });
  await undo.focus();
  await page.keyboard.press("Enter");
  await expect(gallery.locator("[data-photo]")).toHaveCount(3);
  await expect(gallery.getByRole("button", { name: "Usuń zdjęcie 2" })).toBeFocused();
  expect(await shownOrder(page)).toEqual([a, b, c]);
  expect(await storedOrder(page.request, profileId)).toEqual([a, b, c]);

  // Reorder by keyboard: the third photo one place left; focus stays with it.
  await gallery.getByRole("button", { name: "Przesuń zdjęcie 3 w lewo" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => shownOrder(page)).toEqual([a, c, b]);
  await expect(gallery.getByRole("button", { name: "Przesuń zdjęcie 2 w lewo" })).toBeFocused();
  await expect.poll(() => storedOrder(page.request, profileId)).toEqual([a, c, b]);

  // By touch: the last photo becomes the cover.
  await gallery.getByRole("button", { name: "Ustaw zdjęcie 3 jako okładkę" }).click();
  await expect.poll(() => shownOrder(page)).toEqual([b, a, c]);
  await expect(gallery.locator("[data-photo]").first().getByText("Okładka")).toBeVisible();
  await expect.poll(() => storedOrder(page.request, profileId)).toEqual([b, a, c]);

  // By dragging the last photo's handle onto the second one.
  const handle = gallery.locator("[data-photo]").nth(2).locator(".pf-tile__handle");
  const target = (await gallery.locator("[data-photo]").nth(1).boundingBox()) ?? {
    x: 0,
    y: 0,
    width: 0,
    height: 0,
  };
  await handle.hover();
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => shownOrder(page)).toEqual([b, c, a]);
  await expect.poll(() => storedOrder(page.request, profileId)).toEqual([b, c, a]);

  // The profile opens with that cover, large; a tap on it opens the gallery.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/profile/${profileId}`);
  const cover = content(page).getByRole("link", { name: new RegExp(`^Okładka – ${name}`) });
  await expect(cover).toBeVisible();
  await expect(cover.locator("img")).toHaveAttribute("src", b ?? "");
  await expect(cover.locator("img")).toHaveAttribute("fetchpriority", "high");
  await expect(cover).toContainText("Zobacz 3 zdjęcia");
  const box = await cover.locator("img").boundingBox();
  expect(box?.width).toBeGreaterThan(300);
  await scanAtWidths(page, "profile opening with its cover", { screenshot: "profile-cover" });
  await cover.click();
  const overlay = page.getByRole("dialog", { name: "Galeria zdjęć" });
  await expect(overlay.getByText("1 / 3")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(cover).toBeFocused();
});
