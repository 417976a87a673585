// VAPID keys (RFC 8292) in the form the worker reads them: the public key as the base64url uncompressed
// P-256 point (what a browser's pushManager.subscribe takes as applicationServerKey), the private key as
// the base64url scalar `d`. Used by `npm start` (.dev.vars) and the worker tests (bindings).
import { generateKeyPairSync } from "node:crypto";

export function generateVapidKeys() {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = privateKey.export({ format: "jwk" });
  if (!jwk.x || !jwk.y || !jwk.d) throw new Error("node:crypto returned an incomplete P-256 JWK");
  const point = Buffer.concat([
    Buffer.from([0x04]),
    Buffer.from(jwk.x, "base64url"),
    Buffer.from(jwk.y, "base64url"),
  ]);
  return { publicKey: point.toString("base64url"), privateKey: jwk.d };
}
