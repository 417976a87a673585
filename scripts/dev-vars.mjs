// Local secrets for every local run (`npm start`, `npm run start:bun`, `npm run start:deno`), kept in
// .dev.vars (ignored by git), which wrangler and the Bun/Deno servers (--dev) both read.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { generateVapidKeys } from "./vapid-keys.mjs";

/**
 * Local secrets, generated once into .dev.vars (ignored by git): a random JWT secret and a VAPID key pair
 * for Web Push. Each is added on its own, so an older .dev.vars gains the keys it lacks.
 */
export function ensureDevVars() {
  let vars = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";
  if (vars && !vars.endsWith("\n")) vars += "\n";
  const added = [];
  if (!/^JWT_SECRET=.{32,}$/m.test(vars)) {
    vars += `JWT_SECRET=${randomBytes(32).toString("hex")}\n`;
    added.push("JWT_SECRET");
  }
  if (!/^VAPID_PUBLIC_KEY=\S+$/m.test(vars) || !/^VAPID_PRIVATE_KEY=\S+$/m.test(vars)) {
    // A lone half of a pair is useless: both are replaced together.
    vars = vars.replace(/^VAPID_(PUBLIC|PRIVATE)_KEY=.*\n?/gm, "");
    const vapid = generateVapidKeys();
    vars += `VAPID_PUBLIC_KEY=${vapid.publicKey}\nVAPID_PRIVATE_KEY=${vapid.privateKey}\n`;
    added.push("VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY");
  }
  if (added.length === 0) return;
  writeFileSync(".dev.vars", vars);
  console.log(`Added to .dev.vars: ${added.join(", ")} (local values, generated once).`);
}
