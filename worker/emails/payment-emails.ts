import type { Mail } from "../adapters/mail";
import { formatGrosze } from "../domain/money";
import type { BookingMailContext } from "./booking-emails";
import { dashboardEmail, type Recipient } from "./layout";

export interface PaymentMailContext extends BookingMailContext {
  amountGrosze: number;
  /** "zaliczka" (the owner asked) or "opłata gwarancyjna" (the organizer asked). */
  what: string;
}

type PaymentMailKind = "receipt" | "received" | "failed";

const CONTENT: Record<
  PaymentMailKind,
  (c: PaymentMailContext, reason: string | null) => { subject: string; paragraphs: string[] }
> = {
  receipt: (c) => ({
    subject: `Potwierdzenie płatności: ${c.truckName}`,
    paragraphs: [
      `Dziękujemy za płatność. Opłacono rezerwację food trucka „${c.truckName}” na termin ${c.dates}: ${c.what} w wysokości ${formatGrosze(c.amountGrosze)}.`,
      "Pieniądze trafią do drugiej strony 72 godziny po zakończeniu wydarzenia, jeśli nikt nie zgłosi problemu.",
    ],
  }),
  received: (c) => ({
    subject: `Otrzymano płatność: ${c.truckName}`,
    paragraphs: [
      `Druga strona opłaciła rezerwację food trucka „${c.truckName}” na termin ${c.dates}: ${c.what} w wysokości ${formatGrosze(c.amountGrosze)}.`,
      "Pieniądze przekażemy na Twoje konto płatności 72 godziny po zakończeniu wydarzenia, jeśli nikt nie zgłosi problemu.",
    ],
  }),
  failed: (c, reason) => ({
    subject: `Płatność nie powiodła się: ${c.truckName}`,
    paragraphs: [
      `Płatność ${formatGrosze(c.amountGrosze)} za rezerwację food trucka „${c.truckName}” na termin ${c.dates} nie powiodła się.`,
      ...(reason ? [`Powód podany przez operatora płatności: ${reason}`] : []),
      "Możesz spróbować ponownie, tą samą lub inną metodą płatności, w panelu.",
    ],
  }),
};

/** The e-mail about a payment: a receipt for the payer, a notice for the payee, or a failed attempt. */
export function paymentEmail(
  kind: PaymentMailKind,
  to: Recipient,
  context: PaymentMailContext,
  reason: string | null = null,
): Mail {
  return dashboardEmail(to, context.appUrl, CONTENT[kind](context, reason));
}

/** The payee's notice that the money went to their payment account. */
export function payoutEmail(to: Recipient, context: BookingMailContext & { amountGrosze: number }): Mail {
  return dashboardEmail(to, context.appUrl, {
    subject: `Przekazaliśmy płatność: ${context.truckName}`,
    paragraphs: [
      `Przekazaliśmy ${formatGrosze(context.amountGrosze)} na Twoje konto płatności za rezerwację food trucka „${context.truckName}” na termin ${context.dates}.`,
      "Pieniądze trafią na Twój rachunek bankowy zgodnie z harmonogramem wypłat operatora płatności.",
    ],
  });
}

export interface DisputeMailContext extends BookingMailContext {
  /** What goes back to the payer and what the payee gets, in grosze (0 when nothing was paid). */
  refundGrosze: number;
  releaseGrosze: number;
}

/** Both parties hear how the admin resolved the reported problem, each from their side of the money. */
export function disputeEmail(role: "payer" | "payee", to: Recipient, c: DisputeMailContext): Mail {
  const money: string[] = [];
  if (c.refundGrosze > 0) {
    money.push(
      role === "payer"
        ? `Zwracamy Ci ${formatGrosze(c.refundGrosze)}. Zwrot pojawi się na Twoim koncie w ciągu kilku dni roboczych.`
        : `Płacącemu zwracamy ${formatGrosze(c.refundGrosze)}.`,
    );
  }
  if (c.releaseGrosze > 0) {
    money.push(
      role === "payee"
        ? `Przekazujemy ${formatGrosze(c.releaseGrosze)} na Twoje konto płatności.`
        : `Drugiej stronie przekazujemy ${formatGrosze(c.releaseGrosze)}.`,
    );
  }
  return dashboardEmail(to, c.appUrl, {
    subject: `Zgłoszenie rozpatrzone: ${c.truckName}`,
    paragraphs: [
      `Administrator rozpatrzył problem zgłoszony w rezerwacji food trucka „${c.truckName}” na termin ${c.dates}.`,
      ...money,
    ],
  });
}
