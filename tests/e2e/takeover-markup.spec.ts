import type { Page } from "@playwright/test";
import { appStarted, burgerBusId, expect, test, warsawDay } from "./helpers";

/**
 * The app takes a visitor's page the worker rendered over with Preact's `hydrate`, which attaches the
 * handlers and leaves every attribute as the worker wrote it (decision 0037). That is right only while
 * the worker's markup is what the app itself renders for a visitor: these tests compare the two, page by
 * page, so a component that renders differently in the browser fails here rather than leaving a visitor
 * with the worker's stale attributes.
 */

/**
 * An outline of `#root` in the page's markup, or of the worker's HTML given: one line per element, its
 * attributes sorted, with its own text. Left out is only what differs without mattering:
 * - fields' values and choices, which the app sets as properties and the worker as attributes;
 * - the heading's tabindex, which the app adds when it moves the focus to a new page's heading;
 * - the ids' numbers (useId's counter runs on from the page the app was on before): ids are named in the
 *   order they first appear, so a field labelled by another's id still differs;
 * - `skip`: the parts under that selector, only their element;
 * - the social proof's popup, which the app shows on its timer, later than its first render.
 * Text split in several nodes or joined in one reads the same.
 */
const OUTLINE = `(html, skip) => {
  const root = html === null ? document.getElementById("root") : new DOMParser().parseFromString(html, "text/html").getElementById("root");
  const lines = [];
  const ids = new Map();
  const named = (value) => value.replace(/P\\d+-\\d+/g, (id) => {
    if (!ids.has(id)) ids.set(id, "id" + ids.size);
    return ids.get(id);
  });
  const property = (element, attribute) =>
    (["value", "selected", "checked"].includes(attribute.name) && ["input", "option", "select", "textarea"].includes(element.localName)) ||
    (attribute.name === "tabindex" && element.localName === "h1");
  const visit = (element, depth) => {
    if (element.matches(".social-proof")) return;
    const attributes = [...element.attributes].filter((attribute) => !property(element, attribute))
      .map((attribute) => attribute.name + '="' + named(attribute.value) + '"').sort().join(" ");
    const text = [...element.childNodes].filter((node) => node.nodeType === 3).map((node) => node.data).join("").replace(/\\s+/g, " ").trim();
    lines.push(" ".repeat(depth) + "<" + element.localName + " " + attributes + (text ? " | " + text : ""));
    if (skip && element.matches(skip)) return;
    for (const child of element.children) visit(child, depth + 1);
  };
  for (const child of root?.children ?? []) visit(child, 0);
  return lines;
}`;

/** The worker's outline of `path` and the app's, rendered by its router after a navigation from `/login`. */
async function bothOutlines(page: Page, path: string, skip?: string): Promise<[string[], string[]]> {
  const response = await page.request.get(path);
  const html = await response.text();
  const worker: string[] = await page.evaluate(
    `(${OUTLINE})(${JSON.stringify(html)}, ${JSON.stringify(skip ?? null)})`,
  );
  const app: string[] = await page.evaluate(`(${OUTLINE})(null, ${JSON.stringify(skip ?? null)})`);
  return [worker, app];
}

/** What one outline has that the other lacks ("worker: …", "app: …"), empty when they are the same. */
function differences([worker, app]: [string[], string[]]): string[] {
  const lines: string[] = [];
  const length = Math.max(worker.length, app.length);
  for (let index = 0; index < length && lines.length < 10; index += 1) {
    if (worker[index] === app[index]) continue;
    lines.push(
      `line ${index}: worker ${worker[index] ?? "(none)"}`,
      `line ${index}: app    ${app[index] ?? "(none)"}`,
    );
  }
  return lines;
}

/** Goes to `path` as a link in the app does: its router renders the page, no request for the document. */
async function navigateInTheApp(page: Page, path: string): Promise<void> {
  await page.evaluate(
    `history.pushState(history.state, "", ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent("popstate", { state: history.state }));`,
  );
  await expect(page).toHaveURL(path);
}

for (const width of [1280, 360]) {
  test(`at ${width} px the worker renders each public page for a visitor as the app renders it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const truck = `/profile/${await burgerBusId(page)}`;
    const paths = [
      "/",
      "/?postal_code=Warszawa",
      truck,
      `${truck}?postal_code=Warszawa&event_start_date=${warsawDay(20)}`,
      "/profile/999999",
      "/food-trucki/warszawa",
      "/food-trucki/atlantyda",
      "/regulamin",
      "/polityka-prywatnosci",
    ];
    // A page the app renders itself, with the same layout around its routes.
    await page.goto("/login");
    await appStarted(page);
    // On a phone the app shows the truck's calendar as many months as fit once it has measured its box,
    // where the worker shows all three; it renders them after its takeover, not hydrated (decision 0035).
    const skip = width < 700 ? ".public-profile__calendar-box" : undefined;
    for (const path of paths) {
      await navigateInTheApp(page, path);
      await expect
        .poll(async () => differences(await bothOutlines(page, path, skip)), {
          message: `the app's ${path} as the worker's`,
          timeout: 15_000,
        })
        .toEqual([]);
    }
  });
}
