/** Polish answers of the payment use cases; `code` values are what the web reacts to (SPEC.md §5). */
export const PAYMENT_TEXTS = {
  providerFailed: "Operator płatności nie odpowiada. Spróbuj ponownie za chwilę.",
  refundRefused:
    "Operator płatności odrzucił zwrot. Sprawdź tę płatność w panelu Stripe i podejmij decyzję ponownie.",
  disputeInProgress:
    "To zgłoszenie jest właśnie rozstrzygane inną decyzją. Odśwież stronę; jeśli decyzja nie została zapisana, powtórz ją z tą samą kwotą.",
  payerOnly: "Tę rezerwację opłaca druga strona.",
  payeeAccountNotReady:
    "Druga strona nie ma jeszcze aktywnego konta płatności. Płatność będzie możliwa, gdy je skonfiguruje.",
  noAmount: "W tej rezerwacji nie ustalono kwoty do zapłaty.",
  alreadyPaid: "Ta rezerwacja została już opłacona.",
  accountRequired: "Najpierw połącz konto płatności w zakładce „Moje konto”.",
  onboardingIncomplete: "Dokończ konfigurację konta płatności, aby otworzyć jego panel.",
  accountNotReady: "Dokończ konfigurację konta płatności w zakładce „Moje konto”.",
  webhookSignature: "Nieprawidłowy podpis zdarzenia płatności.",
  webhookPayload: "Nieprawidłowe zdarzenie płatności.",
  webhookDisabled: "W lokalnym trybie testowym płatności operator nie wysyła zdarzeń.",
  unknownPayment: "Nie znaleziono płatności dla tego zdarzenia.",
  alreadyPaidOut:
    "Pieniądze zostały już przekazane drugiej stronie: zwrot wymaga cofnięcia przelewu u operatora płatności.",
  testModeNotStarted: "Najpierw otwórz stronę płatności tej rezerwacji.",
  testModeDeclined: "Tryb testowy: płatność odrzucona na życzenie.",
  receiptNotPaid: "Ta rezerwacja nie została jeszcze opłacona, więc nie ma potwierdzenia płatności.",
} as const;

/** Machine-readable reasons next to `message`, for refusals the web answers with a dialog. */
export const PAYMENT_CODES = {
  accountRequired: "payment_account_required",
  onboardingIncomplete: "payment_account_incomplete",
  payeeAccountNotReady: "payee_payment_account_not_ready",
} as const;

/** What the payer pays, by who receives it: the owner asks for a deposit, the organizer for a guarantee fee. */
export const PAYMENT_LABELS = {
  owner: "Zaliczka",
  organizer: "Opłata gwarancyjna",
} as const;
