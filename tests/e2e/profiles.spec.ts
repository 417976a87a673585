import { deflateSync } from "node:zlib";
import { scanAtWidths } from "./axe";
import { DEMO, expect, newOwner, registerVerified, signInThroughApi, test } from "./helpers";

/** A real, decodable PNG (a colour gradient), so the browser can compress it like a camera photo. */
function gradientPng(width: number, height: number, seed: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = (x * 255) / width;
      row[2 + x * 3] = (y * 255) / height;
      row[3 + x * 3] = (seed * 97) % 256;
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The 15th of next month and the day before it, as date inputs want them. */
function nextMonthDays() {
  const now = new Date();
  const year = now.getUTCMonth() === 11 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const month = ((now.getUTCMonth() + 1) % 12) + 1;
  const pad = (value: number) => String(value).padStart(2, "0");
  return { busy: `${year}-${pad(month)}-15`, free: `${year}-${pad(month)}-14` };
}

test("an owner publishes a truck with photos and a busy day; a visitor finds it only on free dates and opens its gallery", async ({
  page,
  browser,
}) => {
  test.slow(); // photo compression and two sessions
  const owner = newOwner("truck");
  await registerVerified(page.request, owner);
  await signInThroughApi(page, owner, "/create-profile");

  const truckName = `Taco Test ${Date.now()}`;
  await page.getByLabel("Nazwa food trucka").fill(truckName);
  await page.getByLabel("Opis").fill("Tacos al pastor i nachos.\nObsługujemy wesela i festiwale.");
  await page.getByLabel("Lokalizacja bazowa").fill("Kraków");
  await page.getByLabel("Promień działania (km)").fill("40");
  await page.getByRole("group", { name: "Dania" }).getByLabel("Kuchnia meksykańska").check();
  await page.getByRole("group", { name: "Napoje" }).getByLabel("Lemoniada").check();
  // The optional price guide: a "to" below the "from" is caught at its field before anything is sent.
  await page.getByLabel("Cena za porcję od (zł)").fill("28");
  await page.getByLabel("Cena za porcję do (zł)").fill("18");
  await page.getByRole("button", { name: "Utwórz profil" }).click();
  await expect(page.getByText("Cena „do” nie może być niższa niż cena „od”.")).toBeVisible();
  await page.getByLabel("Cena za porcję do (zł)").fill("38,50");
  await page.getByLabel("Minimalne zamówienie (zł)").fill("1500");
  await page.locator('input[type="file"][name="gallery_photos"]').setInputFiles([
    { name: "front.png", mimeType: "image/png", buffer: gradientPng(900, 600, 1) },
    { name: "menu.png", mimeType: "image/png", buffer: gradientPng(600, 900, 2) },
  ]);
  await expect(page.getByRole("list", { name: "Wybrane zdjęcia" }).getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Utwórz profil" }).click();
  await expect(page.getByText("Profil utworzony pomyślnie!")).toBeVisible({ timeout: 30_000 });
  await page.waitForURL("**/dashboard");

  const card = page.getByRole("listitem").filter({ hasText: truckName });
  await expect(card).toBeVisible();
  await card.getByRole("link", { name: "Kalendarz dostępności" }).click();
  await expect(page.getByRole("heading", { name: "Zarządzaj dostępnością" })).toBeVisible();
  await expect(page.getByText(truckName)).toBeVisible();
  await page.getByRole("button", { name: /^Następny miesiąc/ }).click();
  // From 768 px two months stand side by side: the 15th of the first of them.
  const day15 = page.getByRole("button", { name: /^15 \S+ \d{4}, dostępny/ }).first();
  await day15.click();
  await expect(page.getByRole("button", { name: /^15 \S+ \d{4}, zajęty/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // A visitor in a separate browser context (not signed in).
  const visitor = await browser.newPage();
  const { busy, free } = nextMonthDays();
  await visitor.goto("/");
  await visitor.getByLabel("Kuchnia").selectOption({ label: "Kuchnia meksykańska" });
  await visitor.getByLabel("Lokalizacja").fill("krakow");
  await visitor.getByLabel("Data od").fill(free);
  await visitor.getByLabel("Data do").fill(free);
  await visitor.getByRole("button", { name: "Szukaj" }).click();
  await expect(visitor).toHaveURL(/cuisine=mexican/);
  const result = visitor.getByRole("link", { name: new RegExp(truckName) });
  await expect(result).toBeVisible();
  await expect(result).toContainText("od 28 zł / porcja");

  await visitor.getByLabel("Data do").fill(busy);
  await visitor.getByRole("button", { name: "Szukaj" }).click();
  await expect(visitor).toHaveURL(new RegExp(`event_end_date=${busy}`));
  await expect(visitor.getByText(/Znaleziono: \d+|Nie znaleziono żadnych food trucków/)).toBeVisible();
  await expect(result).toHaveCount(0);

  // Back restores the previous (free) search, where the truck is listed; open its profile and gallery.
  await visitor.goBack();
  await expect(result).toBeVisible();
  // The card leads with the cover photo and its smaller WebP copies made in the browser at upload.
  await expect(result.locator("img")).toHaveAttribute(
    "srcset",
    /-w400\.webp 400w, \S+-w800\.webp 800w, \S+ 900w$/,
  );
  await result.click();
  await expect(visitor.getByRole("heading", { name: truckName, level: 1 })).toBeVisible();
  await expect(visitor.getByText("Lokalizacja: Kraków (promień działania: 40 km)")).toBeVisible();
  const prices = visitor.getByRole("definition");
  await expect(prices).toHaveText(["28–38,50 zł", "1500 zł"]);
  await expect(visitor.getByRole("link", { name: /Zarejestruj się, aby zarezerwować/ })).toBeVisible();
  const thumbnails = visitor.getByRole("link", { name: /^Zdjęcie \d/ });
  await expect(thumbnails).toHaveCount(2);
  // Sizes read by the server from the uploaded bytes; the 600 px wide photo has only a 400 px copy.
  await expect(thumbnails.first().locator("img")).toHaveAttribute("width", "900");
  await expect(thumbnails.first().locator("img")).toHaveAttribute("height", "600");
  await expect(thumbnails.nth(1).locator("img")).toHaveAttribute("srcset", /^\S+-w400\.webp 400w, \S+ 600w$/);
  await thumbnails.first().click();
  const overlay = visitor.getByRole("dialog", { name: "Galeria zdjęć" });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByText("1 / 2")).toBeVisible();
  await visitor.keyboard.press("ArrowRight");
  await expect(overlay.getByText("2 / 2")).toBeVisible();
  await visitor.keyboard.press("ArrowRight");
  await expect(overlay.getByText("1 / 2")).toBeVisible();
  await visitor.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
  await expect(thumbnails.first()).toBeFocused();

  // The stored photos are what the browser made of them: small WebP files served with immutable caching.
  const photo = await visitor.request.get(
    (await thumbnails.first().locator("img").getAttribute("src")) ?? "/missing",
  );
  expect(photo.status()).toBe(200);
  expect(photo.headers()["content-type"]).toBe("image/webp");
  expect(photo.headers()["cache-control"]).toContain("immutable");
  expect((await photo.body()).length).toBeLessThanOrEqual(1024 * 1024);
  await visitor.close();
});

test("an organizer sees the booking link on a profile and an owner sees the hint", async ({ page }) => {
  await signInThroughApi(page, DEMO.organizer, "/");
  await page.getByRole("link", { name: /Burger Bus/ }).click();
  await expect(page.getByRole("link", { name: "Zarezerwuj ten food truck" })).toHaveAttribute(
    "href",
    /\/booking\/\d+$/,
  );
  // The demo trucks come with photos (scripts/seed.ts); a truck without them: gallery.spec.ts.
  await expect(page.getByRole("link", { name: /^Zdjęcie \d – Burger Bus$/ })).toHaveCount(3);
  const profileUrl = page.url();

  await signInThroughApi(page, DEMO.owner2, profileUrl);
  await expect(
    page.getByText("Zaloguj się jako organizator, aby zarezerwować ten food truck."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Zarezerwuj ten food truck" })).toHaveCount(0);
  await scanAtWidths(page, "a profile as an owner sees it", { screenshot: "profile-owner-hint" });
});
