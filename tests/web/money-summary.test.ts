import { describe, expect, it } from "vitest";
import { type MoneyBooking, moneySummary } from "../../web/src/features/bookings/money-summary-text";
import { warsawMidnight } from "../../worker/domain/calendar";

// Issue 34: the one money summary of a booking says, from where the reader stands, what kind of booking it
// is, what was agreed, what is paid or due and by whom, when the money moves and until when it may be
// cancelled. Amounts are written as the app writes them (no-break spaces before "zł").

const NBSP = "\u00a0";
const zl = (text: string) => text.replaceAll(" zł", `${NBSP}zł`);

const START = warsawMidnight("2026-12-20");
const CANCEL_UNTIL = START - 336 * 3600;

function booking(overrides: Partial<MoneyBooking> = {}): MoneyBooking {
  return {
    booking_kind: "hired",
    status: "pending_owner_approval",
    payment_status: null,
    event_cost: 0,
    commitment_fee: null,
    total_cost: null,
    problem_reported: false,
    is_completed: false,
    my_role: "organizer",
    money: {
      paid_at: null,
      refunded: null,
      paid_out_at: null,
      payout_due_at: START + 24 * 3600 + 72 * 3600,
      cancel_until: CANCEL_UNTIL,
      estimate: null,
    },
    ...overrides,
  };
}

const BEFORE_DEADLINE = CANCEL_UNTIL - 86_400;

describe("a hired truck (the organizer pays the owner)", () => {
  it("pending: names the kind, the estimate from the truck's prices, who may ask whom and the last day to cancel", () => {
    const pending = booking({
      money: { ...booking().money, estimate: { from: 3000, to: 4200 } },
    });
    const summary = moneySummary(pending, BEFORE_DEADLINE);
    expect(summary.kind).toBe("Wynajem food trucka (catering)");
    expect(summary.agreed).toEqual([
      { term: "Szacunkowy koszt", value: zl("ok. 3000–4200 zł (goście × cena porcji z cennika)") },
    ]);
    expect(summary.due).toBe(
      "Po akceptacji właściciel food trucka może poprosić Cię o zaliczkę; nie jest obowiązkowa.",
    );
    expect(summary.moves).toEqual([]);
    // 336 hours before 20.12 is 06.12 at midnight: the 5th is the last whole day.
    expect(summary.cancel).toBe("Anulowanie możliwe do 05.12.2026.");
    expect(moneySummary({ ...pending, my_role: "owner" }, BEFORE_DEADLINE).due).toBe(
      "Po akceptacji możesz poprosić organizatora o zaliczkę; nie jest obowiązkowa.",
    );
  });

  it("awaiting the deposit: the organizer reads what to pay to whom, the owner what waits from whom", () => {
    const waiting = booking({
      status: "awaiting_deposit",
      payment_status: "requested_by_owner",
      commitment_fee: 1000,
      total_cost: 4200,
    });
    const forOrganizer = moneySummary(waiting, BEFORE_DEADLINE);
    expect(forOrganizer.agreed).toEqual([
      { term: "Całkowity koszt usługi", value: zl("4200 zł") },
      { term: "Zaliczka", value: zl("1000 zł") },
      { term: "Reszta, rozliczana bezpośrednio z właścicielem", value: zl("3200 zł") },
    ]);
    expect(forOrganizer.due).toBe(
      zl(
        "Do zapłaty: 1000 zł – zaliczka dla właściciela food trucka. Zapłacisz w serwisie kartą lub BLIK-iem.",
      ),
    );
    expect(forOrganizer.moves).toEqual([
      "Po wpłacie pieniądze czekają u operatora płatności i trafią do właściciela food trucka 24.12.2026 (72 godziny po wydarzeniu), jeśli nikt nie zgłosi problemu.",
    ]);
    expect(moneySummary({ ...waiting, my_role: "owner" }, BEFORE_DEADLINE).due).toBe(
      zl("Czeka na wpłatę: 1000 zł – zaliczka od organizatora."),
    );
    expect(moneySummary({ ...waiting, my_role: "admin" }, BEFORE_DEADLINE).due).toBe(
      zl("Czeka na wpłatę: 1000 zł – zaliczka od organizatora dla właściciela food trucka."),
    );
  });

  it("paid: when and by whom, when the money reaches the owner, and that cancelling is over", () => {
    const paid = booking({
      status: "confirmed_deposit_paid",
      payment_status: "paid",
      commitment_fee: 1000,
      total_cost: 4200,
      my_role: "owner",
      money: { ...booking().money, paid_at: warsawMidnight("2026-11-28") + 10 * 3600, cancel_until: null },
    });
    const summary = moneySummary(paid, BEFORE_DEADLINE);
    expect(summary.due).toBe(zl("Zaliczka 1000 zł – wpłacona 28.11.2026 przez organizatora."));
    expect(summary.moves).toEqual([
      "Pieniądze czekają u operatora płatności i trafią do Ciebie 24.12.2026, 00:00 (72 godziny po wydarzeniu), jeśli nikt nie zgłosi problemu.",
    ]);
    expect(summary.cancel).toBe("Po wpłacie anulowanie nie jest możliwe; w razie kłopotów zgłoś problem.");
    expect(moneySummary({ ...paid, my_role: "organizer" }, BEFORE_DEADLINE).due).toBe(
      zl("Zaliczka 1000 zł – wpłacona 28.11.2026 przez Ciebie."),
    );
  });

  it("a reported problem pauses the money; a refund and a payout say where it went", () => {
    const paid = booking({
      status: "disputed",
      payment_status: "paid",
      commitment_fee: 1000,
      total_cost: 4200,
      problem_reported: true,
      money: { ...booking().money, paid_at: START - 86_400 * 20, cancel_until: null },
    });
    expect(moneySummary(paid, BEFORE_DEADLINE).moves).toEqual([
      "Zgłoszony problem wstrzymuje przekazanie pieniędzy do decyzji administratora.",
      "O zwrocie decyduje administrator po rozpatrzeniu zgłoszenia.",
    ]);
    const refunded = {
      ...paid,
      status: "resolved_refunded" as const,
      money: { ...paid.money, refunded: 600 },
    };
    expect(moneySummary(refunded, BEFORE_DEADLINE).moves).toEqual([
      zl("Decyzją administratora 600 zł wraca do Ciebie, a 400 zł trafia do właściciela food trucka."),
    ]);
    const fullRefund = {
      ...refunded,
      my_role: "owner" as const,
      money: { ...refunded.money, refunded: 1000 },
    };
    expect(moneySummary(fullRefund, BEFORE_DEADLINE).moves).toEqual([
      zl("Decyzją administratora 1000 zł wraca do organizatora."),
    ]);
    const paidOut = { ...paid, status: "confirmed_deposit_paid" as const, problem_reported: false };
    paidOut.money = { ...paid.money, paid_out_at: warsawMidnight("2026-12-24") + 3600 };
    expect(moneySummary({ ...paidOut, my_role: "organizer" }, BEFORE_DEADLINE).moves).toEqual([
      "Pieniądze trafiły do właściciela food trucka 24.12.2026.",
    ]);
  });

  it("no prices and no deposit: says the cost is agreed with the owner, never 0 zł", () => {
    const summary = moneySummary(booking({ status: "confirmed" }), BEFORE_DEADLINE);
    expect(summary.agreed).toEqual([{ term: "Koszt usługi", value: "ustalany z właścicielem food trucka" }]);
    expect(JSON.stringify(summary)).not.toContain("0 zł");
    expect(summary.due).toBe("Właściciel food trucka może poprosić Cię o zaliczkę; nie jest obowiązkowa.");
  });
});

describe("a pitch (the truck pays the organizer for its stand)", () => {
  const pitch = booking({ booking_kind: "pitch", event_cost: 300, status: "confirmed" });

  it("names the pitch fee and who pays it; the organizer may ask the owner for a guarantee fee", () => {
    const forOwner = moneySummary({ ...pitch, my_role: "owner" }, BEFORE_DEADLINE);
    expect(forOwner.kind).toBe("Stoisko na wydarzeniu");
    expect(forOwner.agreed).toEqual([
      { term: "Opłata za stoisko", value: zl("300 zł – płaci właściciel food trucka organizatorowi") },
    ]);
    expect(forOwner.due).toBe("Organizator może poprosić Cię o opłatę gwarancyjną; nie jest obowiązkowa.");
    expect(moneySummary(pitch, BEFORE_DEADLINE).due).toBe(
      "Możesz poprosić właściciela food trucka o opłatę gwarancyjną; nie jest obowiązkowa.",
    );
  });

  it("a guarantee fee asked: the owner pays the organizer; once paid the money reaches the organizer", () => {
    const asked = {
      ...pitch,
      status: "awaiting_deposit" as const,
      payment_status: "requested_by_organizer" as const,
      commitment_fee: 200,
      my_role: "owner" as const,
    };
    const forOwner = moneySummary(asked, BEFORE_DEADLINE);
    expect(forOwner.agreed).toContainEqual({ term: "Opłata gwarancyjna", value: zl("200 zł") });
    expect(forOwner.due).toBe(
      zl(
        "Do zapłaty: 200 zł – opłata gwarancyjna dla organizatora. Zapłacisz w serwisie kartą lub BLIK-iem.",
      ),
    );
    const paid = {
      ...asked,
      status: "confirmed_deposit_paid" as const,
      payment_status: "paid" as const,
      my_role: "organizer" as const,
    };
    expect(moneySummary(paid, BEFORE_DEADLINE).moves[0]).toMatch(
      /^Pieniądze czekają u operatora płatności i trafią do Ciebie /,
    );
  });

  it("past the cancelling deadline: says it is too late", () => {
    expect(moneySummary(pitch, CANCEL_UNTIL).cancel).toBe(
      "Anulowanie nie jest już możliwe: najpóźniej 14 dni przed wydarzeniem.",
    );
  });
});

describe("a finished event", () => {
  it("looks back only: no deposit that may still be asked, no cancelling to speak of", () => {
    const AFTER = START + 5 * 86_400;
    for (const my_role of ["organizer", "owner"] as const) {
      const summary = moneySummary(booking({ status: "confirmed", is_completed: true, my_role }), AFTER);
      expect(summary.due).toBe("Nic nie zostało wpłacone przez serwis.");
      expect(summary.cancel).toBeNull();
    }
  });
});
