import { describe, expect, it } from "vitest";
import { photoSrcSet } from "../../web/src/components/photo-srcset";

describe("photoSrcSet", () => {
  it("lists the copies and the photo itself by width", () => {
    expect(
      photoSrcSet({
        url: "/api/files/profiles/a.jpg",
        width: 1600,
        height: 1000,
        variants: [
          { width: 400, url: "/api/files/profiles/a-w400.webp" },
          { width: 800, url: "/api/files/profiles/a-w800.webp" },
        ],
      }),
    ).toBe(
      "/api/files/profiles/a-w400.webp 400w, /api/files/profiles/a-w800.webp 800w, /api/files/profiles/a.jpg 1600w",
    );
  });

  it("is undefined for a photo without copies (src alone is enough)", () => {
    expect(
      photoSrcSet({ url: "/api/files/profiles/b.png", width: 300, height: 200, variants: [] }),
    ).toBeUndefined();
  });

  it("leaves out the photo itself when its width is unknown", () => {
    expect(
      photoSrcSet({
        url: "/api/files/profiles/c.jpg",
        width: null,
        height: null,
        variants: [{ width: 400, url: "/api/files/profiles/c-w400.webp" }],
      }),
    ).toBe("/api/files/profiles/c-w400.webp 400w");
  });
});
