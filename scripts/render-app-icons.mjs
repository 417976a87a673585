// `node scripts/render-app-icons.mjs`: the installed app's icons (web/public/manifest.webmanifest, issue 36)
// drawn from web/public/favicon.svg in headless Chromium, as PNGs into web/public/icons/. Run once after the
// logo changes; the PNGs are committed.
// - icon-192.png, icon-512.png: the logo as it is (rounded corners, "any" purpose);
// - icon-maskable-512.png, apple-touch-icon.png (180 px): the colour to the edges and the truck inside the
//   middle 80 % (the safe zone of maskable icons), since launchers and iOS cut their own shape out of them.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { findChromium } from "./chromium.mjs";

const publicDir = fileURLToPath(new URL("../web/public/", import.meta.url));
const logo = readFileSync(`${publicDir}favicon.svg`, "utf8").trim();

/** The logo's rounded square, whose colour fills the whole of a maskable icon. */
const BACKGROUND = /<rect width="64" height="64" rx="14" fill="(#[0-9a-f]{6})"\/>/;

function fullBleed(svg) {
  const match = BACKGROUND.exec(svg);
  if (!match) throw new Error("favicon.svg: no 64 × 64 rounded background to fill the icon with");
  const [background, colour] = match;
  const art = svg.replace(/<title>.*?<\/title>/, "").replace(background, "");
  const body = art.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  // The truck (x 10–54, y 22–47) scaled about its middle to stay inside the safe circle.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/><g transform="translate(32 34.5) scale(0.92) translate(-32 -34.5)">${body}</g></svg>`;
}

const ICONS = [
  { file: "icon-192.png", size: 192, svg: logo },
  { file: "icon-512.png", size: 512, svg: logo },
  { file: "icon-maskable-512.png", size: 512, svg: fullBleed(logo) },
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed(logo) },
];

/** Runs in the page: draws the SVG at `size` px and returns the PNG, base64-encoded. */
async function render({ svg, size }) {
  const image = new Image(size, size);
  image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  canvas.getContext("2d").drawImage(image, 0, 0, size, size);
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

const browser = await chromium.launch({ executablePath: findChromium() });
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    const png = Buffer.from(await page.evaluate(render, icon), "base64");
    writeFileSync(`${publicDir}icons/${icon.file}`, png);
    console.log(`${icon.file}: ${icon.size} px, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
