import { crc32, deflateSync } from "node:zlib";

/**
 * Small but real image files for photo uploads: a PNG (RGB, 8 bits, a horizontal gradient) and a
 * solid-colour lossless WebP (VP8L), both decodable by any viewer, built here with no image library.
 */

function be32(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value >>> 0);
  return bytes;
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const ascii = (text: string) => new TextEncoder().encode(text);

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([ascii(type), data]);
  return concat([be32(data.length), typed, be32(crc32(typed))]);
}

/** A `width`×`height` PNG whose red channel runs 0→255 across and whose blue is `blue` (to tell files apart). */
export function pngImage(width: number, height: number, blue = 0x80): Uint8Array<ArrayBuffer> {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter method, no interlace
  const row = new Uint8Array(1 + width * 3); // filter byte 0, then RGB triples
  for (let x = 0; x < width; x++)
    row.set([Math.round((x * 255) / Math.max(1, width - 1)), 0x60, blue], 1 + x * 3);
  const raw = new Uint8Array(row.length * height);
  for (let y = 0; y < height; y++) raw.set(row, y * row.length);
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(raw)),
    pngChunk("IEND", new Uint8Array(0)),
  ]);
}

/** Writes bit fields least significant bit first, as VP8L reads them. */
class BitWriter {
  private readonly bytes: number[] = [];
  private used = 0;

  write(value: number, bits: number): void {
    for (let bit = 0; bit < bits; bit++) {
      if (this.used % 8 === 0) this.bytes.push(0);
      const last = this.bytes.length - 1;
      this.bytes[last] = (this.bytes[last] ?? 0) | (((value >> bit) & 1) << (this.used % 8));
      this.used++;
    }
  }

  done(): Uint8Array {
    return new Uint8Array(this.bytes);
  }
}

function le32(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value >>> 0, true);
  return bytes;
}

/**
 * A `width`×`height` lossless WebP of one colour: no transforms, no colour cache, and five prefix codes
 * of one symbol each (green, red, blue, alpha, distance), so every pixel takes no bits at all.
 */
export function webpImage(width: number, height: number, rgb: [number, number, number] = [0xd0, 0x60, 0x20]) {
  const bits = new BitWriter();
  bits.write(0x2f, 8); // VP8L signature
  bits.write(width - 1, 14);
  bits.write(height - 1, 14);
  bits.write(0, 1); // alpha not used
  bits.write(0, 3); // version 0
  bits.write(0, 1); // no transform
  bits.write(0, 1); // no colour cache
  bits.write(0, 1); // no meta prefix codes
  const [red, green, blue] = rgb;
  for (const symbol of [green, red, blue, 0xff, 0]) {
    bits.write(1, 1); // simple code
    bits.write(0, 1); // one symbol
    bits.write(1, 1); // 8-bit symbol
    bits.write(symbol, 8);
  }
  const payload = bits.done();
  const padded = payload.length % 2 === 0 ? payload : concat([payload, new Uint8Array(1)]);
  const chunk = concat([ascii("VP8L"), le32(payload.length), padded]);
  return concat([ascii("RIFF"), le32(4 + chunk.length), ascii("WEBP"), chunk]);
}
