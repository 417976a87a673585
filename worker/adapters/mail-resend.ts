import { type Mailer, MailRefusedError } from "./mail";

/** Resend's answers to a request that is wrong in itself (validation_error, invalid parameters). */
const REFUSED_STATUSES = new Set([400, 422]);

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
        const message = `E-mail provider answered ${response.status}: ${detail}`;
        // Rate limits, outages and key problems pass; a refused message would be refused again.
        throw REFUSED_STATUSES.has(response.status) ? new MailRefusedError(message) : new Error(message);
      }
    },
  };
}
