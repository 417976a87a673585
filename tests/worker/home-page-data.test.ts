import { createExecutionContext, env } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { PAGE_ANSWER_ID } from "../../worker/schemas/page-answer";
import {
  FILE_CACHE_CONTROL,
  fakeAssets,
  HOME_WITHOUT_FIRST_SCREEN,
  pageAnswerIn,
  servePage,
  troubledDb,
} from "./page-fixtures";
import {
  createOwner,
  createProfile,
  profileListSchema,
  searchProfiles,
  uniqueWord,
} from "./profile-fixtures";

/** The home page's answer, with its trucks. */
function answerIn(html: string) {
  const answer = pageAnswerIn(html);
  return { ...answer, trucks: v.parse(profileListSchema, answer.body) };
}

/** GET /api/profiles for the same request, through the worker's real entry point. */
async function apiAnswer(url: string) {
  const res = await searchProfiles(Object.fromEntries(new URL(url, "http://localhost").searchParams));
  expect(res.status).toBe(200);
  return { res, trucks: v.parse(profileListSchema, await res.json()) };
}

describe("GET / carries the home page's first search results (decision 0014)", () => {
  it("the same answer as GET /api/profiles for the search in the URL: body and headers", async () => {
    const owner = await createOwner();
    const place = uniqueWord("miejsce");
    const trucks = [];
    for (const name of ["Bravo Bus", "Alfa Grill"]) {
      trucks.push(
        await createProfile(owner.token, { food_truck_name: `${name} ${place}`, base_location: place }),
      );
    }
    const { html, res } = await servePage(`/?postal_code=${place}`);
    expect(res.status).toBe(200);
    const answer = answerIn(html);
    expect(answer.url).toBe(`/api/profiles?postal_code=${place}&limit=24&offset=0`);
    const fromApi = await apiAnswer(answer.url);
    expect(answer.trucks).toEqual(fromApi.trucks);
    expect(answer.trucks.map((truck) => truck.food_truck_name)).toEqual([
      `Alfa Grill ${place}`,
      `Bravo Bus ${place}`,
    ]);
    expect(answer.headers.get("X-Total-Count")).toBe(fromApi.res.headers.get("X-Total-Count"));
    expect(answer.headers.get("X-Total-Count")).toBe("2");
    expect(answer.headers.has("X-Place-Not-Found")).toBe(false);
    // Where the SPA's code expects it: in the body, after the root element, so the head streams first.
    expect(html.indexOf(`id="${PAGE_ANSWER_ID}"`)).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it("the default search of / and an unknown place, with the API's suggestions", async () => {
    const home = answerIn((await servePage("/")).html);
    expect(home.url).toBe("/api/profiles?limit=24&offset=0");
    expect(home.trucks.length).toBeGreaterThan(0);
    expect(Number(home.headers.get("X-Total-Count"))).toBeGreaterThanOrEqual(home.trucks.length);

    const unknown = answerIn((await servePage("/?postal_code=Krakuw")).html);
    const fromApi = await apiAnswer(unknown.url);
    expect(unknown.trucks).toEqual([]);
    expect(unknown.headers.get("X-Place-Not-Found")).toBe("true");
    expect(unknown.headers.get("X-Place-Suggestions")).toBe(fromApi.res.headers.get("X-Place-Suggestions"));
    expect(unknown.headers.get("X-Place-Suggestions")).toContain("Krak");
  });

  it("reads the URL as the SPA's router does, so its request matches the answer exactly", async () => {
    const cases: [string, string][] = [
      ["/?long_term_rental=true&cuisine=pizza", "cuisine=pizza&long_term_rental=true"],
      // The router turns a number into a number and a quoted string into text; the schema reads both as text.
      ["/?postal_code=31000", "postal_code=31000"],
      ["/?postal_code=%2231-000%22", "postal_code=31-000"],
      ["/?postal_code=%20Krak%C3%B3w%20&long_term_rental=false&unknown=1", "postal_code=Krak%C3%B3w"],
    ];
    for (const [path, query] of cases) {
      const expected = `/api/profiles?${query ? `${query}&` : ""}limit=24&offset=0`;
      expect(answerIn((await servePage(path)).html).url, path).toBe(expected);
    }
  });

  it("a hostile truck name or description cannot end the script element", async () => {
    const owner = await createOwner();
    const place = uniqueWord("wrogie");
    const name = `</script><script>alert(1)</script><!-- ${place}`;
    const description = "</SCRIPT >\u2028<img src=x onerror=alert(2)> & więcej";
    await createProfile(owner.token, {
      food_truck_name: name,
      food_truck_description: description,
      base_location: place,
    });
    const { html } = await servePage(`/?postal_code=${place}`);
    // The page has exactly its own scripts: the module script and the one JSON element; the card in the
    // first screen (decision 0022) shows the name and makes no element of it.
    expect(html.match(/<script/gi)).toHaveLength(2);
    expect(html.match(/<\/script/gi)).toHaveLength(2);
    expect(html).not.toContain("<!--");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain(
      `<h3 class="truck-card__name">&lt;/script>&lt;script>alert(1)&lt;/script>&lt;!-- ${place}</h3>`,
    );
    const answer = answerIn(html);
    expect(answer.trucks.map((truck) => [truck.food_truck_name, truck.food_truck_description])).toEqual([
      [name, description],
    ]);
  });

  it("keeps the file's Cache-Control, drops its ETag, and asks the assets binding unconditionally", async () => {
    const { res, assetRequests } = await servePage("/", { headers: { "If-None-Match": '"file-etag"' } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(FILE_CACHE_CONTROL);
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(res.headers.has("ETag")).toBe(false);
    expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    const pageRequests = assetRequests.filter((request) => new URL(request.url).pathname === "/");
    expect(pageRequests.map((request) => request.headers.has("If-None-Match"))).toEqual([false]);
  });

  it("streams the head (code to fetch) before the search is done", async () => {
    const { assets } = fakeAssets();
    const started = Date.now();
    const res = await app.request(
      "http://localhost/",
      {},
      { ...env, DB: troubledDb({ delayMs: 300 }), ASSETS: assets },
      createExecutionContext(),
    );
    const reader = res.body?.getReader();
    if (!reader) throw new Error("no body");
    const first = await reader.read();
    const firstAfter = Date.now() - started;
    let html = new TextDecoder().decode(first.value);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      html += new TextDecoder().decode(chunk.value);
    }
    expect(firstAfter).toBeLessThan(250);
    expect(new TextDecoder().decode(first.value)).toContain('<script type="module"');
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(answerIn(html).url).toBe("/api/profiles?limit=24&offset=0");
  });

  it("falls back to the plain page when the search fails, is refused or is late; HEAD has no data", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = await servePage("/", {}, troubledDb());
    expect(failing.res.status).toBe(200);
    expect(failing.html).toBe(HOME_WITHOUT_FIRST_SCREEN);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();

    // A refusal (unknown cuisine) is the SPA's to ask for and show.
    expect((await servePage("/?cuisine=bigos")).html).toBe(HOME_WITHOUT_FIRST_SCREEN);

    const started = Date.now();
    const late = await servePage("/", {}, troubledDb({ delayMs: 3000 }));
    expect(late.html).toBe(HOME_WITHOUT_FIRST_SCREEN);
    expect(Date.now() - started).toBeLessThan(2000);

    const head = await servePage("/", { method: "HEAD" });
    expect(head.res.status).toBe(200);
    expect(head.html).toBe("");
    expect(head.res.headers.has("ETag")).toBe(false);
    expect(head.res.headers.get("Cache-Control")).toBe(FILE_CACHE_CONTROL);
  });
});
