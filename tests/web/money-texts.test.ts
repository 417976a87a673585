import { describe, expect, it } from "vitest";
import {
  type MoneyFacts,
  payerText,
  receiverText,
  reportMoneyText,
} from "../../web/src/features/payments/money-texts";

type Facts = MoneyFacts;

const hired: Facts = {
  booking_kind: "hired",
  food_truck_name: "Burger Bus",
  organizer_name: "Ewa Wiśniewska",
  payment_status: "paid",
  commitment_fee: 500,
  my_role: "organizer",
};
const pitch: Facts = { ...hired, booking_kind: "pitch", commitment_fee: 200.5, my_role: "owner" };
const polish = (text: string) => text.replaceAll("\u00a0", " ");

describe("what a problem report does to the money, in the booking's words", () => {
  it("a paid deposit is held from the truck's owner", () => {
    expect(polish(reportMoneyText(hired))).toBe(
      "Zgłoszenie wstrzyma przekazanie zaliczki (500 zł) właścicielowi food trucka do decyzji administratora.",
    );
  });

  it("a paid guarantee fee is held from the organizer", () => {
    expect(polish(reportMoneyText(pitch))).toBe(
      "Zgłoszenie wstrzyma przekazanie opłaty gwarancyjnej (200,50 zł) organizatorowi do decyzji administratora.",
    );
  });

  it("nothing paid, nothing held: asked for or never asked", () => {
    const asked = { ...hired, payment_status: "requested_by_owner" as const };
    expect(reportMoneyText(asked)).toBe(
      "W tej rezerwacji nie wpłacono zaliczki, więc operator płatności nie przechowuje z niej żadnych pieniędzy.",
    );
    expect(reportMoneyText({ ...pitch, payment_status: null, commitment_fee: null })).toContain(
      "nie wpłacono opłaty gwarancyjnej",
    );
  });
});

describe("who pays whom, said to the viewer", () => {
  it("a hired truck: the organizer pays the truck's owner", () => {
    expect(payerText(hired)).toBe("Ty, jako organizator");
    expect(receiverText(hired)).toBe("Właściciel food trucka „Burger Bus”");
    const seenByOwner = { ...hired, my_role: "owner" as const };
    expect(payerText(seenByOwner)).toBe("Organizator: Ewa Wiśniewska");
    expect(receiverText(seenByOwner)).toBe("Ty, jako właściciel food trucka");
  });

  it("a pitch: the truck's owner pays the organizer", () => {
    expect(payerText(pitch)).toBe("Ty, jako właściciel food trucka");
    expect(receiverText(pitch)).toBe("Organizator: Ewa Wiśniewska");
  });
});
