import { content, expect, test } from "./helpers";

interface ScrollBox {
  scrollWidth: number;
  clientWidth: number;
}

// Checks that share one browser: a test's own context and first cold page cost about a second of CPU, more
// than each of these checks.
test('the footer\'s "Regulamin" and "Polityka prywatności" links open their pages with their dates', async ({
  page,
}) => {
  for (const { link, path, heading, updated } of [
    { link: "Regulamin", path: "/regulamin", heading: /Regulamin/, updated: "16.07.2025" },
    // Its "download my data" part came in on 29.11.2026 (issue 38).
    {
      link: "Polityka prywatności",
      path: "/polityka-prywatnosci",
      heading: /Polityka prywatności/,
      updated: "29.11.2026",
    },
  ]) {
    await test.step(link, async () => {
      await page.goto("/");
      await page
        .getByRole("contentinfo")
        .getByRole("navigation", { name: "Informacje prawne" })
        .getByRole("link", { name: link })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(content(page).getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(content(page).getByText(`Ostatnia aktualizacja: ${updated}`)).toBeVisible();
    });
  }
});

test.describe("small screens (360 × 740)", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the home page, /login and /register have no horizontal scroll", async ({ page }) => {
    for (const { path, heading } of [
      { path: "/", heading: "Food trucki na Twoje wydarzenie – w kilka minut" },
      { path: "/login", heading: "Zaloguj się" },
      { path: "/register", heading: "Załóż konto" },
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      const box = await page.locator("html").evaluate((html: ScrollBox) => ({
        scrollWidth: html.scrollWidth,
        clientWidth: html.clientWidth,
      }));
      expect.soft(box.scrollWidth, `scrollWidth of ${path}`).toBeLessThanOrEqual(360);
      expect.soft(box.clientWidth, `clientWidth of ${path}`).toBeLessThanOrEqual(360);
    }
    // The owner's company fields, shown on /register once the role is picked.
    await content(page)
      .getByRole("radio", { name: /Właściciel food trucka/ })
      .check();
    await expect(content(page).getByLabel("NIP")).toBeVisible();
    const scrollWidth = await page.locator("html").evaluate((html: ScrollBox) => html.scrollWidth);
    expect(scrollWidth, "scrollWidth of /register with the company fields").toBeLessThanOrEqual(360);
  });

  test("the home page's two date fields side by side show the whole date format", async ({ page }) => {
    await page.goto("/");
    for (const name of ["event_start_date", "event_end_date"]) {
      const room = await page.locator(`input[name="${name}"]`).evaluate((input) => {
        const style = input.ownerDocument.defaultView?.getComputedStyle(input);
        const context = input.ownerDocument.createElement("canvas").getContext("2d");
        if (!style || !context) throw new Error("no style or canvas");
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        // The browser's calendar button takes about 24 px of the content box; its format here is en-US's
        // "mm/dd/yyyy", a little wider than pl-PL's "dd.mm.rrrr".
        const text = context.measureText("mm/dd/yyyy").width;
        const content =
          input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return { text, content };
      });
      expect(room.content - 24, `room for the date in ${name}`).toBeGreaterThanOrEqual(room.text);
    }
  });
});

test("every response of the home page carries the security headers", async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? "http://localhost").origin;
  const checked: Promise<{ url: string; csp: string | undefined; frame: string | undefined }>[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).origin !== origin) return;
    checked.push(
      response.allHeaders().then((headers) => ({
        url: response.url(),
        csp: headers["content-security-policy"],
        frame: headers["x-frame-options"],
      })),
    );
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");

  const results = await Promise.all(checked);
  expect(results.length, "the document, scripts, styles and API calls").toBeGreaterThan(2);
  expect(results.map((result) => result.url)).toContain(`${origin}/`);
  for (const result of results) {
    expect(result.csp, `Content-Security-Policy of ${result.url}`).toContain("default-src 'self'");
    expect(result.csp, `frame-ancestors of ${result.url}`).toContain("frame-ancestors 'none'");
    expect(result.frame, `X-Frame-Options of ${result.url}`).toBe("DENY");
  }
});
