import { describe, expect, it } from "vitest";
import { withAssetCaching } from "../../worker/lib/asset-caching";

const asset = (status: number, contentType: string) =>
  new Response("x", {
    status,
    headers: { "Content-Type": contentType, "Cache-Control": "public, max-age=0" },
  });

describe("withAssetCaching", () => {
  it("caches hashed build files for a year without revalidation", () => {
    const response = withAssetCaching("/assets/framework-BTNQlI6u.js", asset(200, "text/javascript"));
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("Content-Type")).toBe("text/javascript");
  });

  it("leaves the SPA page, other paths and failures to revalidate", () => {
    // An HTML answer under /assets/ (as the old single-page fallback gave) is never kept as that file.
    for (const [path, response] of [
      ["/assets/old-chunk.js", asset(200, "text/html; charset=utf-8")],
      ["/", asset(200, "text/html; charset=utf-8")],
      ["/favicon.svg", asset(200, "image/svg+xml")],
      // A service worker keeps its name across deploys: the browser must be able to see a new version.
      ["/service-worker.js", asset(200, "text/javascript")],
      ["/assets/x.js", asset(404, "text/javascript")],
    ] as const) {
      expect(withAssetCaching(path, response).headers.get("Cache-Control"), path).toBe("public, max-age=0");
    }
  });
});
