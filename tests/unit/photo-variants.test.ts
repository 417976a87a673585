import { describe, expect, it } from "vitest";
import {
  parseVariantFileName,
  photoSrcSet,
  variantFileName,
  variantHeight,
  variantWidthsFor,
} from "../../worker/domain/photo-variants";

describe("photo variants", () => {
  it("a photo gets only the copies narrower than itself", () => {
    expect(variantWidthsFor(1920)).toEqual([400, 800]);
    expect(variantWidthsFor(801)).toEqual([400, 800]);
    expect(variantWidthsFor(800)).toEqual([400]);
    expect(variantWidthsFor(401)).toEqual([400]);
    expect(variantWidthsFor(400)).toEqual([]);
  });

  it("a copy keeps the photo's proportions, at least 1 px tall", () => {
    expect(variantHeight({ width: 1600, height: 1000 }, 400)).toBe(250);
    expect(variantHeight({ width: 900, height: 600 }, 800)).toBe(533);
    expect(variantHeight({ width: 1920, height: 1 }, 400)).toBe(1);
  });

  it("the file name says which photo and which width; only offered widths and sane indexes parse", () => {
    expect(variantFileName(3, 800)).toBe("3-w800.webp");
    expect(parseVariantFileName(variantFileName(3, 800))).toEqual({ photoIndex: 3, width: 800 });
    expect(parseVariantFileName("0-w400.webp")).toEqual({ photoIndex: 0, width: 400 });
    for (const name of [
      "0-w500.webp",
      "0-w400.jpg",
      "a-w400.webp",
      "0-w400.webp.exe",
      "100-w400.webp",
      "",
      "w400.webp",
    ]) {
      expect(parseVariantFileName(name), name).toBeNull();
    }
  });
});

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
