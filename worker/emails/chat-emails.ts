import type { Mail } from "../adapters/mail";
import { type Recipient, renderEmail } from "./layout";

/** The first unread message of a recipient who is not in the app (later ones wait until they read it). */
export function newMessageEmail(
  to: Recipient,
  appUrl: string,
  message: { senderName: string; preview: string; conversationId: number; title: string },
): Mail {
  return renderEmail({
    to: to.email,
    subject: `Nowa wiadomość od: ${message.senderName} – Foodtruck Marketplace`,
    greetingName: to.firstName,
    paragraphs: [
      `Nowa wiadomość od: ${message.senderName}, w rozmowie „${message.title}”:`,
      `„${message.preview}”`,
      "Kolejnych wiadomości nie będziemy wysyłać e-mailem, dopóki nie przeczytasz tej rozmowy.",
    ],
    action: {
      label: "Otwórz rozmowę",
      url: new URL(`/chat/${message.conversationId}`, appUrl).toString(),
    },
  });
}
