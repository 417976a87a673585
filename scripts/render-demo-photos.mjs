// `node scripts/render-demo-photos.mjs`: draws the demo photos of the seeded trucks (scenes in
// scripts/demo-photos/*.js, made by us: no third-party images or licences) in headless Chromium and saves
// them as WebP into scripts/demo-photos/images/, each with its 400 and 800 px wide copies named as the
// Worker stores them ("burger-bus-1.webp", "burger-bus-1-w400.webp"…). Run once; the images are committed
// and scripts/seed.ts puts them into the local R2 bucket.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { findChromium } from "./chromium.mjs";

const here = fileURLToPath(new URL("./demo-photos/", import.meta.url));
const outDir = join(here, "images");
const WIDTH = 1440;
const HEIGHT = 960;
/** Aim: each full-size photo at most this big (they are flat illustrations, WebP keeps them small). */
const MAX_PHOTO_BYTES = 60 * 1024;
const VARIANT_WIDTHS = [400, 800];

/** Runs in the page: paints one scene, encodes it and its copies as WebP, returns them base64-encoded. */
async function render({ scene, width, height, maxBytes, variantWidths }) {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d");
  globalThis.DEMO_SCENES[scene](ctx, width, height);
  const encode = (source, quality) =>
    new Promise((resolve) => source.toBlob((blob) => resolve(blob), "image/webp", quality));
  const base64 = async (blob) => {
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = "";
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  };
  let quality = 0.82;
  let photo = await encode(canvas, quality);
  while (photo.size > maxBytes && quality > 0.4) {
    quality -= 0.08;
    photo = await encode(canvas, quality);
  }
  const files = [{ suffix: "", data: await base64(photo) }];
  // Each copy is scaled from the next larger picture, as the profile form does.
  let source = canvas;
  for (const variantWidth of [...variantWidths].sort((a, b) => b - a)) {
    const copy = document.createElement("canvas");
    copy.width = variantWidth;
    copy.height = Math.round((variantWidth * height) / width);
    const copyCtx = copy.getContext("2d");
    copyCtx.imageSmoothingQuality = "high";
    copyCtx.drawImage(source, 0, 0, copy.width, copy.height);
    files.push({ suffix: `-w${variantWidth}`, data: await base64(await encode(copy, 0.8)) });
    source = copy;
  }
  return files;
}

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const page = await browser.newPage();
  await page.setContent("<!doctype html><meta charset=utf-8><title>demo photos</title>");
  for (const file of ["paint-scenery.js", "paint-food.js", "scenes.js"]) {
    await page.addScriptTag({ path: join(here, file) });
  }
  const scenes = await page.evaluate(() => Object.keys(globalThis.DEMO_SCENES));
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const scene of scenes) {
    const files = await page.evaluate(render, {
      scene,
      width: WIDTH,
      height: HEIGHT,
      maxBytes: MAX_PHOTO_BYTES,
      variantWidths: VARIANT_WIDTHS,
    });
    for (const { suffix, data } of files) {
      writeFileSync(join(outDir, `${scene}${suffix}.webp`), Buffer.from(data, "base64"));
    }
  }
  console.log(`Rendered ${scenes.length} demo photos (${readdirSync(outDir).length} files) into ${outDir}`);
} finally {
  await browser.close();
}
