import { describe, expect, it } from "vitest";
import type { Mail } from "../../worker/adapters/mail";
import { bookingEmail } from "../../worker/emails/booking-emails";
import { newMessageEmail } from "../../worker/emails/chat-emails";
import { disputeEmail, paymentEmail, payoutEmail } from "../../worker/emails/payment-emails";

/** The whole e-mail as sent: recipient, subject, the plain-text part and the HTML part. */
function rendered(mail: Mail): string {
  return [`To: ${mail.to}`, `Subject: ${mail.subject}`, "", mail.text, "", mail.html, ""].join("\n");
}

const to = { email: "ola@example.pl", firstName: "Ola" };
const context = {
  appUrl: "http://localhost:8787",
  truckName: "Burger & Bus",
  dates: "12.06.2027 – 14.06.2027",
};

// The stored files are the e-mails byte for byte: a change to the layout or the texts shows up as a diff.
describe("booking and payment e-mails, byte for byte", () => {
  it("a booking e-mail", async () => {
    await expect(rendered(bookingEmail("accepted", to, context))).toMatchFileSnapshot(
      "fixtures/emails/booking-accepted.txt",
    );
  });

  it("payment e-mails", async () => {
    const payment = { ...context, amountGrosze: 25_000, what: "zaliczka" };
    await expect(rendered(paymentEmail("receipt", to, payment))).toMatchFileSnapshot(
      "fixtures/emails/payment-receipt.txt",
    );
    await expect(rendered(paymentEmail("failed", to, payment, "Karta odrzucona."))).toMatchFileSnapshot(
      "fixtures/emails/payment-failed.txt",
    );
    await expect(rendered(payoutEmail(to, { ...context, amountGrosze: 1_234_550 }))).toMatchFileSnapshot(
      "fixtures/emails/payout.txt",
    );
    await expect(
      rendered(disputeEmail("payer", to, { ...context, refundGrosze: 10_000, releaseGrosze: 15_050 })),
    ).toMatchFileSnapshot("fixtures/emails/dispute-payer.txt");
  });
});

describe("chat e-mails, byte for byte", () => {
  it("the first unread message of a recipient who is not in the app", async () => {
    const message = {
      senderName: "Burger & Bus",
      preview: "Dzień dobry! Czy na miejscu będzie gniazdko 230 V?",
      conversationId: 42,
      title: "Rezerwacja: Burger & Bus, 12.06.2027 – 14.06.2027",
    };
    await expect(rendered(newMessageEmail(to, context.appUrl, message))).toMatchFileSnapshot(
      "fixtures/emails/chat-new-message.txt",
    );
  });

  it("the same e-mail as it goes once its sender deleted their account: no name, no preview", async () => {
    const message = {
      senderName: "Użytkownik usunięty",
      preview: null,
      conversationId: 42,
      title: "Rezerwacja: Burger & Bus, 12.06.2027 – 14.06.2027",
    };
    await expect(rendered(newMessageEmail(to, context.appUrl, message))).toMatchFileSnapshot(
      "fixtures/emails/chat-new-message-sender-deleted.txt",
    );
  });
});
