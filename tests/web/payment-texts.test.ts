import { describe, expect, it } from "vitest";
import {
  accountStatusText,
  asksPrivatePerson,
  confirmErrorMessage,
  connectLabel,
} from "../../web/src/features/payments/payment-texts";

describe("the payment account in My account", () => {
  const none = { connected: false, charges_enabled: false, details_submitted: false };
  const halfway = { connected: true, charges_enabled: false, details_submitted: false };
  const active = { connected: true, charges_enabled: true, details_submitted: true };

  it("says what state the account is in and what the button does next", () => {
    expect(accountStatusText(none)).toBe("Nie połączono konta płatności.");
    expect(connectLabel(none)).toBe("Połącz konto płatności");
    expect(accountStatusText(halfway)).toBe(
      "Konto płatności czeka na dokończenie konfiguracji u operatora płatności.",
    );
    expect(connectLabel(halfway)).toBe("Dokończ konfigurację konta");
    expect(accountStatusText(active)).toBe("Konto płatności jest aktywne: możesz przyjmować wpłaty.");
    expect(connectLabel(active)).toBe("Zaktualizuj dane konta płatności");
  });

  it("asks an organizer without a NIP to confirm registering as a private person (SPEC.md §5)", () => {
    expect(asksPrivatePerson({ user_type: "organizer", nip: "" })).toBe(true);
    expect(asksPrivatePerson({ user_type: "organizer", nip: "  " })).toBe(true);
    expect(asksPrivatePerson({ user_type: "organizer", nip: "1234567890" })).toBe(false);
    expect(asksPrivatePerson({ user_type: "food_truck_owner", nip: "" })).toBe(false);
  });
});

describe("errors while confirming a payment (SPEC.md §8)", () => {
  it("card and validation errors show the provider's message, anything else a general one", () => {
    expect(confirmErrorMessage({ type: "card_error", message: "Twoja karta została odrzucona." })).toBe(
      "Twoja karta została odrzucona.",
    );
    expect(confirmErrorMessage({ type: "validation_error", message: "Numer karty jest niepełny." })).toBe(
      "Numer karty jest niepełny.",
    );
    for (const error of [{ type: "api_error", message: "boom" }, { type: "card_error" }, {}]) {
      expect(confirmErrorMessage(error)).toBe("Wystąpił nieoczekiwany błąd.");
    }
  });
});
