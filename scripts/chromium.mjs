// Finds a Chromium for Playwright, in the order TOOLCHAIN.md gives; installs Debian's package when
// running as root on Debian and none is found. Used by playwright.config.ts and `npm run test:e2e`.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

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

/** The browser to use, or undefined when there is none on this machine. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return SYSTEM_BROWSERS.find((path) => existsSync(path)) ?? playwrightBundledChromium();
}

/** Finds a browser or installs Debian's chromium (root only); exits with instructions otherwise. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("No Chromium found: installing Debian's chromium package…");
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
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
