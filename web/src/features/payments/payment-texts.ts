/** Polish texts of the payment screens (SPEC.md §2, §5, §8), and the small rules that pick them. */
export const PAYMENT_TEXTS = {
  /** SPEC.md §8, My account. */
  connectFailed: "Błąd: Nie udało się rozpocząć procesu. Spróbuj ponownie później.",
  dashboardFailed: "Błąd: Nie udało się połączyć z panelem płatności. Spróbuj ponownie później.",
  /** SPEC.md §8, payment page. */
  startFailed: "Nie udało się rozpocząć płatności. Spróbuj ponownie.",
  unexpected: "Wystąpił nieoczekiwany błąd.",
  statusFailed: "Nie udało się sprawdzić stanu konta płatności.",
  testMode: "Tryb testowy płatności: żadne pieniądze nie są pobierane ani przekazywane.",
  secureNote:
    "Dane karty i płatności są szyfrowane i przetwarzane bezpiecznie przez operatora płatności Stripe. Nie zapisujemy ich w serwisie.",
  privatePerson:
    "Nie podano NIP, więc u operatora płatności zarejestrujesz się jako osoba prywatna. Kontynuować?",
  paid: "Płatność przyjęta. Rezerwacja jest opłacona.",
  /** Back from Stripe's redirect, before or after its webhook. */
  returnedPaid: "Płatność przyjęta. Za chwilę rezerwacja pokaże się jako opłacona.",
  returnedProcessing:
    "Płatność jest przetwarzana. Rezerwacja pokaże się jako opłacona, gdy operator ją potwierdzi.",
  returnedFailed: "Płatność nie powiodła się. Możesz spróbować ponownie.",
  declined: "Płatność testowa została odrzucona. Możesz spróbować ponownie.",
} as const;

export interface PaymentAccountState {
  connected: boolean;
  charges_enabled: boolean;
  details_submitted: boolean;
}

/** How My account describes the connected account. */
export function accountStatusText(account: PaymentAccountState): string {
  if (!account.connected) return "Nie połączono konta płatności.";
  if (account.charges_enabled) return "Konto płatności jest aktywne: możesz przyjmować wpłaty.";
  return "Konto płatności czeka na dokończenie konfiguracji u operatora płatności.";
}

/** The connect button's label for the account's state. */
export function connectLabel(account: PaymentAccountState): string {
  if (!account.connected) return "Połącz konto płatności";
  return account.charges_enabled ? "Zaktualizuj dane konta płatności" : "Dokończ konfigurację konta";
}

/** An organizer without a NIP is told they register as a private person (SPEC.md §5). */
export function asksPrivatePerson(user: { user_type: string; nip: string }): boolean {
  return user.user_type === "organizer" && user.nip.trim() === "";
}

/**
 * The message for an error Stripe.js reports while confirming: its own for card and validation
 * errors (SPEC.md §8), a general one otherwise.
 */
export function confirmErrorMessage(error: { type?: string; message?: string }): string {
  if ((error.type === "card_error" || error.type === "validation_error") && error.message)
    return error.message;
  return PAYMENT_TEXTS.unexpected;
}
