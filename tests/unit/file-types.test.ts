import { describe, expect, it } from "vitest";
import { detectImageType, isPdf } from "../../worker/domain/file-types";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

const PNG = bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, "IHDR");
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, "JFIF", 0);
const JPEG_EXIF = bytes(0xff, 0xd8, 0xff, 0xe1, 0, 16, "Exif", 0, 0);
const WEBP = bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 ");
const PDF = bytes("%PDF-1.7\n");

describe("detectImageType (magic bytes)", () => {
  it("recognises JPEG (JFIF and Exif), PNG and WebP", () => {
    expect(detectImageType(JPEG)).toEqual({ mime: "image/jpeg", extension: "jpg" });
    expect(detectImageType(JPEG_EXIF)).toEqual({ mime: "image/jpeg", extension: "jpg" });
    expect(detectImageType(PNG)).toEqual({ mime: "image/png", extension: "png" });
    expect(detectImageType(WEBP)).toEqual({ mime: "image/webp", extension: "webp" });
  });

  it("rejects GIF, text, PDF, SVG, RIFF that is not WebP, and empty or truncated input", () => {
    for (const [label, input] of [
      ["GIF89a", bytes("GIF89a", 1, 0, 1, 0)],
      ["GIF87a", bytes("GIF87a", 1, 0, 1, 0)],
      ["text", bytes("Hello, to nie jest zdjęcie")],
      ["PDF", PDF],
      ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ["WAV", bytes("RIFF", 0x24, 0, 0, 0, "WAVEfmt ")],
      ["empty", new Uint8Array(0)],
      ["truncated PNG", PNG.slice(0, 7)],
      ["truncated JPEG", JPEG.slice(0, 2)],
      ["truncated WebP", WEBP.slice(0, 11)],
      ["PNG signature not at the start", new Uint8Array([0, ...PNG])],
    ] as const) {
      expect(detectImageType(input), label).toBeNull();
    }
  });
});

describe("isPdf", () => {
  it('is true for "%PDF-" at the start only', () => {
    expect(isPdf(PDF)).toBe(true);
    expect(isPdf(bytes("%PDF"))).toBe(false);
    expect(isPdf(bytes(" %PDF-1.7"))).toBe(false);
    expect(isPdf(PNG)).toBe(false);
    expect(isPdf(JPEG)).toBe(false);
    expect(isPdf(new Uint8Array(0))).toBe(false);
  });
});
