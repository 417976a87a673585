// E-mail: the Mailer every sender uses, and the choice between the real provider (mail-resend.ts) and its
// local default (mail-dev-mailbox.ts).
import { isProduction } from "../config";
import type { Db } from "../db/client";
import type { Env } from "../env";
import { devMailboxMailer } from "./mail-dev-mailbox";
import { DEFAULT_MAIL_API_URL, httpMailer } from "./mail-resend";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** `idempotencyKey` lets the provider drop a duplicate when the queue redelivers. */
  send(mail: Mail, idempotencyKey: string): Promise<void>;
}

export class MailerConfigError extends Error {}

/**
 * The provider refused this e-mail for good (an address that cannot exist, a malformed message): sending
 * it again unchanged cannot succeed, so the outbox marks it failed at once for an admin to see.
 */
export class MailRefusedError extends Error {
  override name = "MailRefusedError";
}

/** The provider when MAIL_API_KEY is set; the dev mailbox otherwise, which production refuses. */
export function mailerFromEnv(env: Env, db: Db): Mailer {
  if (env.MAIL_API_KEY) {
    return httpMailer({
      apiUrl: env.MAIL_API_URL || DEFAULT_MAIL_API_URL,
      apiKey: env.MAIL_API_KEY,
      from: env.MAIL_FROM,
      fetch: (input, init) => fetch(input, init),
    });
  }
  if (isProduction(env)) throw new MailerConfigError("MAIL_API_KEY is required in production");
  return devMailboxMailer(db);
}
