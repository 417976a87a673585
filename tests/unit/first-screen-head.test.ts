import { describe, expect, it } from "vitest";
import { firstScreenHead } from "../../worker/lib/first-screen-head";

const head = (css: string) =>
  [
    '<head><script type="module" crossorigin src="/assets/index-a.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/framework-a.js">\n    ',
    '<link rel="modulepreload" crossorigin href="/assets/common-a.js">',
    `<link rel="stylesheet" crossorigin href="/assets/${css}"></head>`,
  ].join("");

/** An assets binding serving `files` by path (404 otherwise), counting its requests. */
function assetsOf(files: Record<string, string>) {
  const asked: string[] = [];
  const assets: Fetcher = {
    async fetch(input: RequestInfo | URL) {
      const path = new URL(input instanceof Request ? input.url : input).pathname;
      asked.push(path);
      const body = files[path];
      return body === undefined ? new Response("nie ma", { status: 404 }) : new Response(body);
    },
    connect() {
      throw new Error("not used");
    },
  };
  return { assets, asked };
}

describe("the head of a page with its first screen (decision 0022)", () => {
  it("inlines the stylesheet as it is, keeps its link for no media, and drops the module preloads", async () => {
    const css = ".a::after{content:'$&'}";
    const { assets } = assetsOf({ "/assets/one-a.css": css });
    const html = await firstScreenHead(head("one-a.css"), assets, "http://localhost/");
    expect(html).toBe(
      [
        '<head><script type="module" crossorigin src="/assets/index-a.js"></script>',
        `<style>${css}</style>`,
        '<link disabled rel="stylesheet" crossorigin href="/assets/one-a.css"></head>',
      ].join(""),
    );
  });

  it("reads a stylesheet once, but a failed read again on the next page", async () => {
    const { assets, asked } = assetsOf({ "/assets/two-a.css": "b{color:red}" });
    await firstScreenHead(head("two-a.css"), assets, "http://localhost/");
    await firstScreenHead(head("two-a.css"), assets, "http://localhost/");
    expect(asked).toEqual(["/assets/two-a.css"]);

    const missing = await firstScreenHead(head("gone-a.css"), assets, "http://localhost/");
    expect(missing).toContain('<link rel="stylesheet" crossorigin href="/assets/gone-a.css">');
    expect(missing).not.toContain("<style>");
    expect(missing).not.toContain("modulepreload");
    await firstScreenHead(head("gone-a.css"), assets, "http://localhost/");
    expect(asked.filter((path) => path === "/assets/gone-a.css")).toHaveLength(2);
  });

  it("never inlines a stylesheet that could end the style element", async () => {
    const { assets } = assetsOf({ "/assets/three-a.css": "a{}</STYLE><script>alert(1)</script>" });
    const html = await firstScreenHead(head("three-a.css"), assets, "http://localhost/");
    expect(html).not.toContain("<style>");
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/three-a.css">');
  });

  it("inlines every stylesheet the entry lists, in order: a split-off one would move the painted screen", async () => {
    const { assets } = assetsOf({ "/assets/modal-a.css": ".modal{}", "/assets/index-b.css": "main{}" });
    const twoSheets = head("modal-a.css").replace(
      "</head>",
      '<link rel="stylesheet" crossorigin href="/assets/index-b.css"></head>',
    );
    const html = await firstScreenHead(twoSheets, assets, "http://localhost/");
    expect(html).toBe(
      [
        '<head><script type="module" crossorigin src="/assets/index-a.js"></script>',
        "<style>.modal{}</style>",
        '<link disabled rel="stylesheet" crossorigin href="/assets/modal-a.css">',
        "<style>main{}</style>",
        '<link disabled rel="stylesheet" crossorigin href="/assets/index-b.css"></head>',
      ].join(""),
    );
    // One unreadable: none is inlined, so the page never paints with half its styles.
    const { assets: half } = assetsOf({ "/assets/modal-a.css": ".modal{}" });
    const unchanged = await firstScreenHead(
      twoSheets.replace("index-b.css", "index-c.css"),
      half,
      "http://localhost/",
    );
    expect(unchanged).not.toContain("<style>");
  });

  it("adds a split-off route's own stylesheets after the entry's, from the build's list (decision 0033)", async () => {
    const routes = JSON.stringify({ "/regulamin": ["/assets/legal-a.css", "/assets/terms-a.css"] });
    const { assets, asked } = assetsOf({
      "/route-styles.json": routes,
      "/assets/four-a.css": "main{}",
      "/assets/legal-a.css": ".legal{}",
      "/assets/terms-a.css": ".terms{}",
    });
    const html = await firstScreenHead(head("four-a.css"), assets, "http://localhost/", "/regulamin");
    expect(html).toBe(
      [
        '<head><script type="module" crossorigin src="/assets/index-a.js"></script>',
        "<style>main{}</style>",
        '<link disabled rel="stylesheet" crossorigin href="/assets/four-a.css">',
        "<style>.legal{}</style>",
        '<link disabled rel="stylesheet" crossorigin href="/assets/legal-a.css">',
        "<style>.terms{}</style>",
        '<link disabled rel="stylesheet" crossorigin href="/assets/terms-a.css"></head>',
      ].join(""),
    );
    // A route the list does not name has none of its own; the list is read once.
    const other = await firstScreenHead(head("four-a.css"), assets, "http://localhost/", "/inna");
    expect(other).not.toContain("legal");
    expect(asked.filter((path) => path === "/route-styles.json")).toEqual(["/route-styles.json"]);
  });
});
