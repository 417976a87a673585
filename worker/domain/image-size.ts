import type { ImageType } from "./file-types";
/** Pixel size of an image, read from its own header bytes (never from what the client declares). */
export interface ImageSize {
  width: number;
  height: number;
}

const uint16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const uint16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const uint24le = (bytes: Uint8Array, at: number) => uint16le(bytes, at) | ((bytes[at + 2] ?? 0) << 16);
const uint32be = (bytes: Uint8Array, at: number) => uint16be(bytes, at) * 0x10000 + uint16be(bytes, at + 2);
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

function sizeOrNull(width: number, height: number): ImageSize | null {
  return width > 0 && height > 0 ? { width, height } : null;
}

/** PNG: the first chunk is always IHDR, width and height as big-endian 32-bit numbers. */
function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== "IHDR") return null;
  return sizeOrNull(uint32be(bytes, 16), uint32be(bytes, 20));
}

/** Start-of-frame markers (baseline, progressive, lossless…): C0–CF but DHT (C4), JPG (C8) and DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Markers that stand alone, without a length: TEM, RST0–7, SOI. */
function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);
}

/** JPEG: walks the segments (APPn, DQT… may come first, Exif can be large) up to the start of frame. */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    // Any number of 0xFF fill bytes may precede a marker.
    while (bytes[at] === 0xff) at++;
    const marker = bytes[at];
    if (marker === undefined) return null;
    at++;
    if (isStandalone(marker)) continue;
    // End of image or start of scan before any frame header: no size to find.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = uint16be(bytes, at);
    if (length < 2 || at + length > bytes.length) return null;
    if (isStartOfFrame(marker)) {
      if (length < 7) return null;
      // length(2) precision(1) height(2) width(2)
      return sizeOrNull(uint16be(bytes, at + 5), uint16be(bytes, at + 3));
    }
    at += length;
  }
  return null;
}

/** WebP: the first chunk after "WEBP" is VP8 (lossy), VP8L (lossless) or VP8X (extended, canvas size). */
function webpSize(bytes: Uint8Array): ImageSize | null {
  const chunk = ascii(bytes, 12, 4);
  const data = 20;
  if (chunk === "VP8 ") {
    // A 3-byte frame tag, the start code 9D 01 2A, then 14-bit width and height (2 scaling bits each).
    if (bytes.length < data + 10 || bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01) return null;
    if (bytes[data + 5] !== 0x2a) return null;
    return sizeOrNull(uint16le(bytes, data + 6) & 0x3fff, uint16le(bytes, data + 8) & 0x3fff);
  }
  if (chunk === "VP8L") {
    // The signature 0x2F, then width − 1 and height − 1 in 14 bits each, least significant bits first.
    if (bytes.length < data + 5 || bytes[data] !== 0x2f) return null;
    const bits = (bytes[data + 1] ?? 0) | ((bytes[data + 2] ?? 0) << 8) | ((bytes[data + 3] ?? 0) << 16);
    const fourth = bytes[data + 4] ?? 0;
    const width = (bits & 0x3fff) + 1;
    const height = ((bits >> 14) | ((fourth & 0x0f) << 10)) + 1;
    return sizeOrNull(width, height);
  }
  if (chunk === "VP8X") {
    // Flags (4 bytes), then canvas width − 1 and height − 1 as 24-bit little-endian numbers.
    if (bytes.length < data + 10) return null;
    return sizeOrNull(uint24le(bytes, data + 4) + 1, uint24le(bytes, data + 7) + 1);
  }
  return null;
}

/**
 * The width and height stored in the header of an image whose type detectImageType recognised; null when
 * the header is missing, cut off or malformed.
 */
export function readImageSize(bytes: Uint8Array, type: ImageType): ImageSize | null {
  switch (type.mime) {
    case "image/jpeg":
      return jpegSize(bytes);
    case "image/png":
      return pngSize(bytes);
    case "image/webp":
      return webpSize(bytes);
  }
}
