import type { Db } from "../../db/client";
import {
  clearCounter,
  countEvent,
  currentCount,
  enforceRateLimits,
  refuseWhenReached,
} from "../../db/rate-limit";

/**
 * Password guessing and link flooding are stopped without letting a stranger lock the owner out
 * (docs/decisions/0007-account-protection.md):
 * - per client IP every attempt counts, and past the limit that address gets 429;
 * - per (IP, account) failed passwords count, and past the limit that address gets 429 for that account;
 * - per account, failures from anywhere only slow the answers down, never refuse the right password;
 *   the way through is an e-mailed sign-in link, which always reaches the owner.
 */
export const LOGIN_LIMITS = {
  perIp: 30,
  perIpAndAccount: 10,
  windowSeconds: 600,
  /** Failures for one account (from anywhere) after which every answer for it is delayed. */
  slowDownAfter: 10,
  delayStepMs: 400,
  maxDelayMs: 4000,
} as const;

/** Link e-mails (password reset, sign-in link) per request source, and per account before throttling. */
export const LINK_REQUEST_LIMITS = {
  perIp: 20,
  perIpAndAccount: 5,
  windowSeconds: 3600,
  /** Mails to one account sent at once per hour; past that, one per `slowWindowSeconds`. */
  mailsPerAccount: 5,
  slowWindowSeconds: 600,
} as const;

const ipAndAccountKey = (ip: string, email: string) => `login:fail:${ip}:${email}`;
const accountKey = (email: string) => `login:fail-account:${email}`;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Before checking a password: refuses a flooding address, and slows answers for an account under attack. */
export async function guardLoginAttempt(db: Db, ip: string, email: string): Promise<void> {
  const { windowSeconds } = LOGIN_LIMITS;
  await enforceRateLimits(db, [{ key: `login:ip:${ip}`, limit: LOGIN_LIMITS.perIp, windowSeconds }]);
  await refuseWhenReached(db, {
    key: ipAndAccountKey(ip, email),
    limit: LOGIN_LIMITS.perIpAndAccount,
    windowSeconds,
  });
  const failures = await currentCount(db, { key: accountKey(email), limit: 0, windowSeconds });
  const excess = failures - LOGIN_LIMITS.slowDownAfter;
  if (excess >= 0) await sleep(Math.min(LOGIN_LIMITS.maxDelayMs, LOGIN_LIMITS.delayStepMs * (excess + 1)));
}

export async function recordLoginFailure(db: Db, ip: string, email: string): Promise<void> {
  const { windowSeconds } = LOGIN_LIMITS;
  await countEvent(db, {
    key: ipAndAccountKey(ip, email),
    limit: LOGIN_LIMITS.perIpAndAccount,
    windowSeconds,
  });
  await countEvent(db, { key: accountKey(email), limit: 0, windowSeconds });
}

/** The owner got in from this address: its earlier typos there no longer count. */
export async function recordLoginSuccess(db: Db, ip: string, email: string): Promise<void> {
  await clearCounter(db, ipAndAccountKey(ip, email));
}

export type LinkPurpose = "reset" | "login-link";

/** Refuses (429) an address that asks for too many links, overall or for one account. */
export async function guardLinkRequest(
  db: Db,
  purpose: LinkPurpose,
  ip: string,
  email: string,
): Promise<void> {
  const { windowSeconds } = LINK_REQUEST_LIMITS;
  await enforceRateLimits(db, [
    { key: `${purpose}:ip:${ip}`, limit: LINK_REQUEST_LIMITS.perIp, windowSeconds },
    {
      key: `${purpose}:ip-account:${ip}:${email}`,
      limit: LINK_REQUEST_LIMITS.perIpAndAccount,
      windowSeconds,
    },
  ]);
}

/**
 * Whether one more link e-mail may go to this account now. Never a refusal the requester sees: past the
 * hourly allowance one mail per slow window still goes out, and every mail reaches the owner anyway.
 */
export async function mayMailAccount(db: Db, purpose: LinkPurpose, email: string): Promise<boolean> {
  const hourly = await countEvent(db, {
    key: `${purpose}:mails:${email}`,
    limit: LINK_REQUEST_LIMITS.mailsPerAccount,
    windowSeconds: LINK_REQUEST_LIMITS.windowSeconds,
  });
  if (hourly <= LINK_REQUEST_LIMITS.mailsPerAccount) return true;
  const slow = await countEvent(db, {
    key: `${purpose}:mails-slow:${email}`,
    limit: 1,
    windowSeconds: LINK_REQUEST_LIMITS.slowWindowSeconds,
  });
  return slow <= 1;
}
