import { statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_TRUCKS } from "../../scripts/seed-data";
import { demoPhotos } from "../../scripts/seed-photos";
import { PHOTO_VARIANT_WIDTHS } from "../../worker/domain/photo-variants";

const IMAGES = join(import.meta.dirname, "../../scripts/demo-photos/images");
/** Small WebP files (issue 11): the demo's home page and profiles must stay quick to load. */
const MAX_PHOTO_BYTES = 80 * 1024;

describe("demo trucks' photos (npm start seeds them)", () => {
  it.each(DEMO_TRUCKS.map((truck) => [truck.name, truck.photos] as const))(
    "%s has 2–4 sized WebP photos, each with every smaller copy",
    (_name, slug) => {
      const photos = demoPhotos(slug);
      expect(photos.length).toBeGreaterThanOrEqual(2);
      expect(photos.length).toBeLessThanOrEqual(4);
      for (const photo of photos) {
        expect(photo.width, photo.key).toBeGreaterThan(PHOTO_VARIANT_WIDTHS.at(-1) ?? 0);
        expect(photo.height, photo.key).toBeGreaterThan(0);
        expect(photo.variantWidths, photo.key).toEqual([...PHOTO_VARIANT_WIDTHS]);
        const file = join(IMAGES, photo.key.split("/").at(-1) ?? "");
        expect(statSync(file).size, file).toBeLessThanOrEqual(MAX_PHOTO_BYTES);
      }
    },
  );
});
