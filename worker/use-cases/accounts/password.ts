import { isDevelopment } from "../../config";
import type { Env } from "../../env";
import { base64UrlToBytes, bytesToBase64Url } from "../../lib/encoding";

/** PBKDF2-SHA256 with the Workers' maximum iteration count (DESIGN.md §4). */
const ITERATIONS = 100_000;
/** The fewest rounds a development or test server may be told to use. */
const FEWEST_ITERATIONS = 1_000;

/**
 * The rounds for a new hash: always ITERATIONS in production. A development or test server may be told fewer
 * (PASSWORD_HASH_ITERATIONS): the e2e server is, as its tests register and sign in hundreds of users, each
 * hash ~40 ms of CPU on two shared cores (decision 0032). A hash carries its rounds, and a login verifies
 * it with them.
 */
export function hashIterationsFor(env: Pick<Env, "ENVIRONMENT" | "PASSWORD_HASH_ITERATIONS">): number {
  const asked = Number(env.PASSWORD_HASH_ITERATIONS);
  if (!isDevelopment(env) || !Number.isInteger(asked)) return ITERATIONS;
  return Math.min(ITERATIONS, Math.max(FEWEST_ITERATIONS, asked));
}
const SALT_BYTES = 16;
const KEY_BITS = 256;

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    KEY_BITS,
  );
  return new Uint8Array(bits);
}

/** Format: `pbkdf2-sha256$<iterations>$<salt b64url>$<hash b64url>`. */
export async function hashPassword(password: string, iterations: number = ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return `pbkdf2-sha256$${iterations}$${bytesToBase64Url(salt)}$${bytesToBase64Url(hash)}`;
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterationsText, saltText, hashText] = stored.split("$");
  const iterations = Number(iterationsText);
  if (
    scheme !== "pbkdf2-sha256" ||
    !Number.isInteger(iterations) ||
    iterations < 1 ||
    iterations > ITERATIONS
  ) {
    return false;
  }
  if (!saltText || !hashText) return false;
  try {
    const expected = base64UrlToBytes(hashText);
    const actual = await derive(password, base64UrlToBytes(saltText), iterations);
    return constantTimeEqual(actual, expected);
  } catch {
    // A corrupt stored hash (bad base64) can never match.
    return false;
  }
}

/** A real hash of a throwaway password, so a login for an unknown e-mail costs as much time as a real one. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword("timing-equalizer");
  return dummyHash;
}
