// The demo trucks' photos for `npm run seed`: rows for profile_photos (sizes read from the files, as the
// Worker reads uploads) and every file to put into the local bucket (scripts/seed.ts; the Bun and Deno
// servers).
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { variantKey } from "../worker/adapters/storage";
import { readImageSize } from "../worker/domain/image-size";
import { PHOTO_VARIANT_WIDTHS } from "../worker/domain/photo-variants";
import { storedKeysOf } from "../worker/use-cases/profiles/queries";

const IMAGES = join(import.meta.dirname, "demo-photos/images");
/** Demo photos live under their own prefix (public like every gallery photo), so seeding can tell them apart. */
const DEMO_PREFIX = "profiles/demo/";

export interface DemoPhoto {
  key: string;
  width: number;
  height: number;
  variantWidths: number[];
}

const WEBP = { mime: "image/webp", extension: "webp" } as const;

/** A truck's photos in gallery order ("burger-bus-1.webp", "burger-bus-2.webp"…), with their copies. */
export function demoPhotos(slug: string): DemoPhoto[] {
  const pattern = new RegExp(`^${slug}-(\\d+)\\.webp$`);
  const files = readdirSync(IMAGES);
  const photos = files
    .flatMap((name) => {
      const number = pattern.exec(name)?.[1];
      return number === undefined ? [] : [{ name, number: Number(number) }];
    })
    .sort((a, b) => a.number - b.number)
    .map(({ name }) => {
      const size = readImageSize(readFileSync(join(IMAGES, name)), WEBP);
      if (!size) throw new Error(`${name}: not a readable WebP`);
      const key = `${DEMO_PREFIX}${name}`;
      const variantWidths = PHOTO_VARIANT_WIDTHS.filter((width) =>
        files.includes(basename(variantKey(key, width))),
      );
      return { key, ...size, variantWidths };
    });
  if (photos.length === 0) throw new Error(`No demo photos for "${slug}" in ${IMAGES}`);
  return photos;
}

/**
 * The SQL that gives a seeded profile its demo gallery and cover. Idempotent, and it never touches a
 * gallery the owner has replaced (any photo not under the demo prefix).
 */
export function demoPhotoStatements(profile: string, photos: DemoPhoto[], quote: (value: string) => string) {
  const ownGallery = `EXISTS (SELECT 1 FROM profile_photos WHERE profile_id = ${profile} AND r2_key NOT LIKE '${DEMO_PREFIX}%')`;
  const rows = photos.map(
    (photo, position) =>
      `INSERT OR IGNORE INTO profile_photos (profile_id, position, r2_key, content_type, width, height, variant_widths) SELECT ${profile}, ${position}, ${quote(photo.key)}, 'image/webp', ${photo.width}, ${photo.height}, ${quote(photo.variantWidths.join(","))} WHERE ${profile} IS NOT NULL AND NOT ${ownGallery};`,
  );
  const cover = photos[0];
  if (!cover) return rows;
  return [
    ...rows,
    `UPDATE profiles SET profile_image_key = ${quote(cover.key)} WHERE id = ${profile} AND profile_image_key IS NULL AND NOT ${ownGallery};`,
  ];
}

/** Every stored key of `photos` (each photo and its smaller copies) with the file holding its bytes. */
export function storedDemoPhotoFiles(photos: DemoPhoto[]): { key: string; file: string }[] {
  return photos.flatMap(storedKeysOf).map((key) => ({ key, file: join(IMAGES, basename(key)) }));
}
