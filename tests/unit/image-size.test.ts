import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectImageType } from "../../worker/domain/file-types";
import { readImageSize as readSizeOfType } from "../../worker/domain/image-size";

/** As uploads read it: the type from the signature, then the size from that type's header. */
function readImageSize(bytes: Uint8Array) {
  const type = detectImageType(bytes);
  return type ? readSizeOfType(bytes, type) : null;
}

/** Images encoded by Chromium's canvas (toBlob), the same encoder the profile form uses. */
const fixture = (name: string) =>
  new Uint8Array(readFileSync(join(import.meta.dirname, "fixtures/images", name)));

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

/** A JPEG of SOI, one segment per argument, and a start of frame `marker` for width × height. */
function jpeg(marker: number, width: number, height: number, ...segments: number[][]): Uint8Array {
  const frame = [0xff, marker, 0, 11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0];
  return new Uint8Array([0xff, 0xd8, ...segments.flat(), ...frame, 0xff, 0xda, 0, 2]);
}

/** An APPn segment with `size` bytes of payload. */
const appSegment = (n: number, size: number) => [
  0xff,
  0xe0 + n,
  (size + 2) >> 8,
  (size + 2) & 0xff,
  ...new Array(size).fill(0x41),
];

describe("readImageSize", () => {
  it("reads the size of real encoder output: JPEG, PNG and WebP in its lossy, lossless and extended forms", () => {
    expect(readImageSize(fixture("canvas.jpg"))).toEqual({ width: 37, height: 23 });
    expect(readImageSize(fixture("canvas.png"))).toEqual({ width: 3, height: 1201 });
    expect(readImageSize(fixture("lossy-vp8.webp"))).toEqual({ width: 641, height: 427 });
    expect(readImageSize(fixture("lossless-vp8l.webp"))).toEqual({ width: 20, height: 1000 });
    expect(readImageSize(fixture("extended-vp8x.webp"))).toEqual({ width: 33, height: 65 });
  });

  it("finds a JPEG's frame after large Exif segments, fill bytes and standalone markers; progressive too", () => {
    const exif = appSegment(1, 40_000);
    expect(readImageSize(jpeg(0xc0, 1920, 1080, appSegment(0, 14), exif))).toEqual({
      width: 1920,
      height: 1080,
    });
    // Progressive (SOF2) after padding 0xFF bytes and a restart marker.
    expect(readImageSize(jpeg(0xc2, 800, 1200, [0xff, 0xff, 0xff], [0xff, 0xd0]))).toEqual({
      width: 800,
      height: 1200,
    });
    // DHT (C4) looks like a frame marker but is not one: the size comes from the SOF after it.
    expect(readImageSize(jpeg(0xc1, 640, 480, [0xff, 0xc4, 0, 6, 1, 2, 3, 4]))).toEqual({
      width: 640,
      height: 480,
    });
  });

  it("big values: PNG's 32-bit and VP8X's 24-bit sizes, VP8's 14 bits without the scaling bits", () => {
    const png = fixture("canvas.png").slice();
    png.set([0, 1, 0, 0], 16); // width 65536
    expect(readImageSize(png)).toEqual({ width: 65536, height: 1201 });
    const vp8x = fixture("extended-vp8x.webp").slice();
    vp8x.set([0xff, 0xff, 0x00], 24); // width − 1 = 65535
    expect(readImageSize(vp8x)?.width).toBe(65536);
    const vp8l = fixture("lossless-vp8l.webp").slice();
    // All 14 height bits set (they run into the fourth byte after the signature): 16384, the most VP8L holds.
    vp8l.set([(vp8l[22] ?? 0) | 0xc0, 0xff, (vp8l[24] ?? 0) | 0x0f], 22);
    expect(readImageSize(vp8l)).toEqual({ width: 20, height: 16384 });
    const vp8 = fixture("lossy-vp8.webp").slice();
    vp8[27] = (vp8[27] ?? 0) | 0xc0; // horizontal scale bits set: the width stays 641
    expect(readImageSize(vp8)).toEqual({ width: 641, height: 427 });
  });

  it("is null for anything cut off, malformed or not an image", () => {
    const cases: [string, Uint8Array][] = [
      ["empty", new Uint8Array(0)],
      ["JPEG cut before its frame", fixture("canvas.jpg").slice(0, 200)],
      ["JPEG with its scan before any frame", new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xd9])],
      ["JPEG whose segment runs past the end", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x40, 0, 1, 2])],
      ["JPEG with garbage between segments", new Uint8Array([0xff, 0xd8, 0x12, 0x34, 0xff, 0xc0])],
      ["JPEG of zero width", jpeg(0xc0, 0, 100)],
      ["PNG signature only", fixture("canvas.png").slice(0, 8)],
      [
        "PNG whose first chunk is not IHDR",
        bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, "IDAT", 0, 0, 1, 0, 0, 0, 1, 0),
      ],
      ["WebP header only", fixture("lossy-vp8.webp").slice(0, 20)],
      [
        "VP8 without its start code",
        bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 ", 10, 0, 0, 0, 0, 0, 0, 1, 2, 3, 10, 0, 10, 0),
      ],
      ["VP8L without its signature", bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8L", 5, 0, 0, 0, 0x00, 1, 2, 3, 4)],
      [
        "an unknown WebP chunk",
        bytes("RIFF", 0x24, 0, 0, 0, "WEBPABCD", 10, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0),
      ],
      ["GIF", bytes("GIF89a", 1, 0, 1, 0)],
      ["text", bytes("Hello, to nie jest zdjęcie")],
    ];
    for (const [label, input] of cases) expect(readImageSize(input), label).toBeNull();
  });
});
