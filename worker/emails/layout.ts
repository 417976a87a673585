import type { Mail } from "../adapters/mail";
import { escapeHtml } from "../lib/html-escape";

const BRAND = "Foodtruck Marketplace";

/** Whom an e-mail goes to and greets. */
export interface Recipient {
  email: string;
  firstName: string;
}

interface EmailContent {
  to: string;
  subject: string;
  greetingName: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/** Builds both the HTML and the plain-text part from the same content, so they never disagree. */
export function renderEmail(content: EmailContent): Mail {
  const greeting = `Dzień dobry${content.greetingName ? `, ${content.greetingName}` : ""}!`;
  const textParts = [greeting, "", ...content.paragraphs.flatMap((p) => [p, ""])];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`, "");
  if (content.footnote) textParts.push(content.footnote, "");
  textParts.push("Pozdrawiamy,", `Zespół ${BRAND}`);

  const paragraphsHtml = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join("");
  const actionHtml = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#e4572e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br><span style="word-break:break-all">${escapeHtml(content.action.url)}</span></p>`
    : "";
  const footnoteHtml = content.footnote
    ? `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(content.footnote)}</p>`
    : "";
  const html = `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="margin:0;background:#f6f3ee;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f"><div style="max-width:560px;margin:0 auto;padding:24px"><div style="font-size:20px;font-weight:bold;color:#e4572e;margin-bottom:16px">${BRAND}</div><div style="background:#ffffff;border-radius:8px;padding:24px"><p style="margin:0 0 16px">${escapeHtml(greeting)}</p>${paragraphsHtml}${actionHtml}${footnoteHtml}<p style="margin:24px 0 0">Pozdrawiamy,<br>Zespół ${BRAND}</p></div></div></body></html>`;
  return { to: content.to, subject: content.subject, text: textParts.join("\n"), html };
}

/** A button of an e-mail about a booking: its label and the app's path it opens ("/payment/12"). */
export interface EmailLink {
  label: string;
  path: string;
}

const DASHBOARD_LINK: EmailLink = { label: "Przejdź do panelu", path: "/dashboard" };

/**
 * An e-mail about a booking or its money (booking-emails.ts, payment-emails.ts): the brand after the
 * subject, the recipient greeted by name, and a button to the dashboard, where the booking is, or to
 * the page the e-mail asks for (paying, the receipt).
 */
export function dashboardEmail(
  to: Recipient,
  appUrl: string,
  content: { subject: string; paragraphs: string[]; link?: EmailLink },
): Mail {
  const link = content.link ?? DASHBOARD_LINK;
  return renderEmail({
    to: to.email,
    subject: `${content.subject} – ${BRAND}`,
    greetingName: to.firstName,
    paragraphs: content.paragraphs,
    action: { label: link.label, url: new URL(link.path, appUrl).toString() },
  });
}
