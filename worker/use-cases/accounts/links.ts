import { eq } from "drizzle-orm";
import type { Mail } from "../../adapters/mail";
import { users } from "../../db/schema";
import type { Env } from "../../env";
import type { UseCaseContext } from "../context";
import { emailOutboxInsert } from "../notifications/outbox";
import { newOneTimeToken, type TokenPurpose } from "./one-time-tokens";
import { type LinkPurpose, mayMailAccount } from "./protection";

export function appLink(env: Env, path: string, params: Record<string, string>): string {
  const url = new URL(path, env.APP_URL);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

interface LinkMail {
  throttle: LinkPurpose;
  purpose: TokenPurpose;
  /** The app page the link opens, with `?token=`. */
  path: string;
  ttlSeconds?: number;
  mail: (user: { email: string; firstName: string }, link: string) => Mail;
}

/**
 * E-mails a one-time link to the account with this address, if there is one that is not blocked and the
 * account's mail allowance lets it. The caller answers alike in every case, so nobody learns which
 * addresses have accounts. `redirectTo` (a validated in-app page) travels with the token. Returns the
 * outbox ids to dispatch.
 */
export async function mailLinkToAccount(
  ctx: UseCaseContext,
  email: string,
  link: LinkMail,
  redirectTo: string | null = null,
): Promise<number[]> {
  const { db } = ctx;
  const user = await db.query.users.findFirst({ where: eq(users.email, email) });
  if (!user || user.isBlocked) return [];
  if (!(await mayMailAccount(db, link.throttle, email))) return [];
  const created = await newOneTimeToken(db, link.purpose, user.id, {
    ttlSeconds: link.ttlSeconds,
    redirectTo,
  });
  const url = appLink(ctx.env, link.path, { token: created.token });
  const [, outboxRows] = await db.batch([created.insert, emailOutboxInsert(db, link.mail(user, url))]);
  return outboxRows.map((row) => row.id);
}
