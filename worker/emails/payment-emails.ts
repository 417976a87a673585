import type { Mail } from "../adapters/mail";
import { KIND_WORDS, MONEY_RULES } from "../domain/booking-kind";
import { formatGrosze } from "../domain/money";
import { type BookingMailContext, kindLine, kindOf } from "./booking-emails";
import { dashboardEmail, type Recipient } from "./layout";

export interface PaymentMailContext extends BookingMailContext {
  /** The booking paid for: the receipt's and the payment page's address. */
  requestId: number;
  amountGrosze: number;
}

type PaymentMailKind = "receipt" | "received" | "failed";

const capitalized = (text: string) => `${text.charAt(0).toLocaleUpperCase("pl")}${text.slice(1)}`;

const CONTENT: Record<
  PaymentMailKind,
  (c: PaymentMailContext, reason: string | null) => Parameters<typeof dashboardEmail>[2]
> = {
  receipt: (c) => {
    const kind = kindOf(c);
    const words = KIND_WORDS[kind];
    const payee = kind === "hired" ? `${words.payee} „${c.truckName}”` : words.payee;
    return {
      subject: `Potwierdzenie płatności: ${c.truckName}`,
      paragraphs: [
        `Dziękujemy za płatność. ${words.paymentTitle} ${formatGrosze(c.amountGrosze)} za rezerwację food trucka „${c.truckName}” na termin ${c.dates} jest opłacona.`,
        `Otrzymuje ją ${payee}. ${MONEY_RULES.held} ${MONEY_RULES.paused}`,
        "Potwierdzenie płatności do wydruku lub zapisania znajdziesz pod przyciskiem poniżej.",
      ],
      link: { label: "Potwierdzenie płatności", path: `/receipt/${c.requestId}` },
    };
  },
  received: (c) => {
    const words = KIND_WORDS[kindOf(c)];
    return {
      subject: `Otrzymano płatność: ${c.truckName}`,
      paragraphs: [
        `${capitalized(words.payer)} wpłacił ${words.paymentAccusative} ${formatGrosze(c.amountGrosze)} za rezerwację food trucka „${c.truckName}” na termin ${c.dates}.`,
        kindLine(c),
        "Pieniądze przekażemy na Twoje konto płatności 72 godziny po zakończeniu wydarzenia, jeśli nikt nie zgłosi problemu.",
      ],
    };
  },
  failed: (c, reason) => ({
    subject: `Płatność nie powiodła się: ${c.truckName}`,
    paragraphs: [
      `Wpłata ${KIND_WORDS[kindOf(c)].paymentGenitive} ${formatGrosze(c.amountGrosze)} za rezerwację food trucka „${c.truckName}” na termin ${c.dates} nie powiodła się.`,
      ...(reason ? [`Powód podany przez operatora płatności: ${reason}`] : []),
      "Możesz spróbować ponownie, tą samą lub inną metodą płatności.",
    ],
    link: { label: "Spróbuj ponownie", path: `/payment/${c.requestId}` },
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
  const words = KIND_WORDS[kindOf(context)];
  return dashboardEmail(to, context.appUrl, {
    subject: `Przekazaliśmy płatność: ${context.truckName}`,
    paragraphs: [
      `Przekazaliśmy ${words.paymentAccusative} ${formatGrosze(context.amountGrosze)} na Twoje konto płatności za rezerwację food trucka „${context.truckName}” na termin ${context.dates}.`,
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
  const words = KIND_WORDS[kindOf(c)];
  const money: string[] = [];
  if (c.refundGrosze > 0) {
    money.push(
      role === "payer"
        ? `Zwracamy Ci ${formatGrosze(c.refundGrosze)} z wpłaconej ${words.paymentGenitive}. Zwrot pojawi się na Twoim koncie w ciągu kilku dni roboczych.`
        : `Płacącemu zwracamy ${formatGrosze(c.refundGrosze)} z ${words.paymentGenitive}.`,
    );
  }
  if (c.releaseGrosze > 0) {
    money.push(
      role === "payee"
        ? `Przekazujemy ${formatGrosze(c.releaseGrosze)} z ${words.paymentGenitive} na Twoje konto płatności.`
        : `${capitalized(words.payeeDative)} przekazujemy ${formatGrosze(c.releaseGrosze)} z ${words.paymentGenitive}.`,
    );
  }
  return dashboardEmail(to, c.appUrl, {
    subject: `Zgłoszenie rozpatrzone: ${c.truckName}`,
    paragraphs: [
      `Administrator rozpatrzył problem zgłoszony w rezerwacji food trucka „${c.truckName}” na termin ${c.dates}.`,
      kindLine(c),
      ...money,
    ],
  });
}
