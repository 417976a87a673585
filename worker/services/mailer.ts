import { isProduction } from "../config";
import type { Db } from "../db/client";
import { devMailbox } from "../db/schema";
import type { Env } from "../env";

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

/** Local default: e-mails land in a D1 table shown at /dev/mailbox. */
export function devMailboxMailer(db: Db): Mailer {
  return {
    async send(mail) {
      await db.insert(devMailbox).values(mail);
    },
  };
}

export const DEFAULT_MAIL_API_URL = "https://api.resend.com";

/** Resend's HTTP API (`POST /emails`); the base URL is configurable so tests can point it at a fake. */
export function httpMailer(options: {
  apiUrl: string;
  apiKey: string;
  from: string;
  fetch: typeof fetch;
}): Mailer {
  return {
    async send(mail, idempotencyKey) {
      const response = await options.fetch(`${options.apiUrl.replace(/\/$/, "")}/emails`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          "Content-Type": "application/json",
          "Idempotency-Key": idempotencyKey,
        },
        body: JSON.stringify({
          from: options.from,
          to: [mail.to],
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        }),
      });
      if (!response.ok) {
        const detail = (await response.text()).slice(0, 300);
        throw new Error(`E-mail provider answered ${response.status}: ${detail}`);
      }
    },
  };
}

export class MailerConfigError extends Error {}

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
