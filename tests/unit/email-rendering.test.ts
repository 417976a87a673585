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
  eventCostGrosze: 0,
};
/** The same booking as a pitch: the truck pays the organizer 1 500 zł for its place. */
const pitch = { ...context, eventCostGrosze: 150_000 };

// The stored files are the e-mails byte for byte: a change to the layout or the texts shows up as a diff.
describe("booking and payment e-mails, byte for byte", () => {
  it("a booking e-mail", async () => {
    await expect(rendered(bookingEmail("accepted", to, context))).toMatchFileSnapshot(
      "fixtures/emails/booking-accepted.txt",
    );
  });

  it("a new request, hired with an estimate and as a pitch", async () => {
    const hired = { ...context, guests: 120, estimate: { from: 3_000, to: 4_200 } };
    await expect(rendered(bookingEmail("new_request", to, hired))).toMatchFileSnapshot(
      "fixtures/emails/new-request-hired.txt",
    );
    await expect(
      rendered(bookingEmail("new_request", to, { ...pitch, guests: 5_000, estimate: null })),
    ).toMatchFileSnapshot("fixtures/emails/new-request-pitch.txt");
  });

  it("the requests for a deposit and a guarantee fee", async () => {
    const deposit = { ...context, requestId: 42, amountGrosze: 50_000, totalCostGrosze: 1_250_000 };
    await expect(rendered(bookingEmail("deposit_requested", to, deposit))).toMatchFileSnapshot(
      "fixtures/emails/deposit-requested.txt",
    );
    const fee = { ...pitch, requestId: 43, amountGrosze: 20_050, totalCostGrosze: null };
    await expect(rendered(bookingEmail("fee_requested", to, fee))).toMatchFileSnapshot(
      "fixtures/emails/fee-requested.txt",
    );
  });

  it("payment e-mails", async () => {
    const payment = { ...context, requestId: 42, amountGrosze: 25_000 };
    await expect(rendered(paymentEmail("receipt", to, payment))).toMatchFileSnapshot(
      "fixtures/emails/payment-receipt.txt",
    );
    await expect(
      rendered(paymentEmail("received", to, { ...pitch, requestId: 43, amountGrosze: 20_000 })),
    ).toMatchFileSnapshot("fixtures/emails/payment-received-fee.txt");
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

// Beside the byte-for-byte files: the facts each money e-mail must carry, said once more as rules.
describe("what the money e-mails say", () => {
  const textOf = (mail: Mail) => mail.text.replaceAll("\u00a0", " ");

  it("a deposit request: the amount, the total, who pays whom, and the payment page as the button", () => {
    const mail = bookingEmail("deposit_requested", to, {
      ...context,
      requestId: 42,
      amountGrosze: 50_000,
      totalCostGrosze: 1_250_000,
    });
    const text = textOf(mail);
    expect(text).toContain("prosi o zaliczkę 500 zł");
    expect(text).toContain("Całkowity koszt usługi podany przez właściciela: 12 500 zł.");
    expect(text).toContain("Zaliczkę płacisz Ty jako organizator, a otrzymuje ją właściciel food trucka");
    expect(text).toContain("Zapłać zaliczkę: http://localhost:8787/payment/42");
    expect(mail.html).toContain('href="http://localhost:8787/payment/42"');
    expect(text).not.toContain("/dashboard");
  });

  it("a guarantee fee request: the amount and the pitch fee, told apart", () => {
    const mail = bookingEmail("fee_requested", to, {
      ...pitch,
      requestId: 43,
      amountGrosze: 20_050,
      totalCostGrosze: null,
    });
    const text = textOf(mail);
    expect(text).toContain("prosi o opłatę gwarancyjną 200,50 zł");
    expect(text).toContain("właściciel food trucka płaci organizatorowi 1500 zł za stoisko");
    expect(text).toContain("Zapłać opłatę gwarancyjną: http://localhost:8787/payment/43");
  });

  it("the receipt names the amount and what it was for, and links to the printable receipt", () => {
    const hired = textOf(paymentEmail("receipt", to, { ...context, requestId: 7, amountGrosze: 25_000 }));
    expect(hired).toContain("Zaliczka 250 zł za rezerwację");
    expect(hired).toContain("Potwierdzenie płatności: http://localhost:8787/receipt/7");
    const fee = textOf(paymentEmail("receipt", to, { ...pitch, requestId: 8, amountGrosze: 20_000 }));
    expect(fee).toContain("Opłata gwarancyjna 200 zł za rezerwację");
    expect(fee).toContain("Otrzymuje ją organizator.");
  });

  it("every booking e-mail names the booking's kind", () => {
    expect(textOf(bookingEmail("cancelled", to, context))).toContain(
      "Rodzaj rezerwacji: wynajem food trucka (catering)",
    );
    expect(textOf(bookingEmail("problem_reported", to, pitch))).toContain(
      "Rodzaj rezerwacji: stoisko na wydarzeniu – właściciel food trucka płaci organizatorowi 1500 zł za stoisko.",
    );
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
