// Finds a Chromium for Playwright, in the order TOOLCHAIN.md gives; installs Debian's package when
// running as root on Debian and none is found. Used by playwright.config.ts and `npm run test:e2e`.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Debian's chromium-headless-shell (the old headless mode, no browser UI or display compositor) runs the
 * e2e suite on two cores in about two thirds of the full browser's time; the full browser is the fallback.
 */
const HEADLESS_SHELLS = ["/usr/bin/chromium-headless-shell"];

/** The flags every test browser starts with (TOOLCHAIN.md): no sandbox or GPU, and no network of its own. */
export const TEST_BROWSER_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Voice calls: a fake microphone, and no permission prompt (tests grant "microphone" per context).
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
  // The tests' pages live for seconds: V8's optimizing compilers (Maglev, TurboFan) spent more CPU than
  // they saved, on two cores the e2e run's scarcest resource (measured: ~12 % of its wall time).
  "--js-flags=--no-opt --no-maglev",
];
const SYSTEM_BROWSERS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

function playwrightBundledChromium() {
  try {
    const output = execFileSync(
      process.execPath,
      ["-e", "process.stdout.write(require('playwright-core').chromium.executablePath())"],
      { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    );
    return output && existsSync(output) ? output : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The browser to use, or undefined when there is none on this machine. Tests take the headless shell when
 * there is one; `{ fullBrowser: true }` (the first-card bench, which times what a user's browser does)
 * skips it.
 */
export function findChromium({ fullBrowser = false } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  const candidates = fullBrowser ? SYSTEM_BROWSERS : [...HEADLESS_SHELLS, ...SYSTEM_BROWSERS];
  return candidates.find((path) => existsSync(path)) ?? playwrightBundledChromium();
}

/** Finds a browser or installs Debian's chromium (root only); exits with instructions otherwise. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("No Chromium found: installing Debian's chromium-headless-shell (or chromium) package…");
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    const install = (name) =>
      execFileSync("apt-get", ["install", "-y", "--no-install-recommends", name], {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
    try {
      install("chromium-headless-shell");
    } catch {
      install("chromium");
    }
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    "No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH " +
      "to a Chromium/Chrome executable, then run the tests again.",
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}
