import type { Mail } from "../adapters/mail";
import { type Recipient, renderEmail } from "./layout";

/**
 * The first unread message of a recipient who is not in the app (later ones wait until they read it).
 * Without a preview (`null`) it only says that a message is waiting: the form queued for the case that
 * the sender deletes their account before it goes out (their words then stay only in the conversation,
 * and no more will come).
 */
export function newMessageEmail(
  to: Recipient,
  appUrl: string,
  message: { senderName: string; preview: string | null; conversationId: number; title: string },
): Mail {
  const from = `Nowa wiadomość od: ${message.senderName}, w rozmowie „${message.title}”`;
  return renderEmail({
    to: to.email,
    subject: `Nowa wiadomość od: ${message.senderName} – Foodtruck Marketplace`,
    greetingName: to.firstName,
    paragraphs:
      message.preview === null
        ? [`${from}.`]
        : [
            `${from}:`,
            `„${message.preview}”`,
            "Kolejnych wiadomości nie będziemy wysyłać e-mailem, dopóki nie przeczytasz tej rozmowy.",
          ],
    action: {
      label: "Otwórz rozmowę",
      url: new URL(`/chat/${message.conversationId}`, appUrl).toString(),
    },
  });
}
