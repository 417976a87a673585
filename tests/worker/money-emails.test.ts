import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../../worker/db/schema";
import { BOOKING_SUBJECT, createBooking, createParties, type Parties } from "./booking-fixtures";
import { APP_URL, db, latestMail, type StoredMail } from "./helpers";
import {
  awaitingDeposit,
  awaitingFee,
  createPaymentIntent,
  PAYMENT_SUBJECT,
  testModePay,
} from "./payment-fixtures";

// Issue 34: every e-mail about a booking names its kind, and those about money say how much, for what,
// who pays whom and where to pay or read the receipt. The texts are checked where the use cases fill them.

const NBSP = "\u00a0";

/** The link `path` is the button of both parts of the e-mail. */
function expectButton(mail: StoredMail, label: string, path: string): void {
  const url = `${APP_URL}${path}`;
  expect(mail.text).toContain(`${label}: ${url}`);
  expect(mail.html).toContain(`href="${url}"`);
}

async function priced(parties: Parties, fromGrosze: number, toGrosze: number): Promise<void> {
  await db()
    .update(profiles)
    .set({ priceFromGrosze: fromGrosze, priceToGrosze: toGrosze })
    .where(eq(profiles.id, parties.profile.profile_id));
}

describe("the new request's e-mail to the owner", () => {
  it("a hired truck with prices: the kind, the guests and the estimate, said to be one", async () => {
    const parties = await createParties();
    await priced(parties, 2_500, 4_000);
    await createBooking(parties, { guest_count: 150, event_cost: 0 });
    const mail = await latestMail(
      parties.owner.user.email,
      BOOKING_SUBJECT.newRequest(parties.profile.food_truck_name),
    );
    expect(mail.text).toContain(
      `Wynajem (catering): organizator płaci Ci za obsługę gości. Liczba gości: 150. Szacunkowy koszt: ok. 3750–6000${NBSP}zł – to szacunek z Twoich cen i liczby gości; ostateczną cenę ustalasz z organizatorem.`,
    );
  });

  it("a hired truck without prices: no estimate", async () => {
    const parties = await createParties();
    await createBooking(parties, { guest_count: 90, event_cost: 0 });
    const mail = await latestMail(
      parties.owner.user.email,
      BOOKING_SUBJECT.newRequest(parties.profile.food_truck_name),
    );
    expect(mail.text).toContain(
      "Wynajem (catering): organizator płaci Ci za obsługę gości. Liczba gości: 90.\n",
    );
    expect(mail.text).not.toContain("Szacunkowy koszt");
  });

  it("a pitch: the fee the truck pays the organizer, and no estimate even with prices", async () => {
    const parties = await createParties();
    await priced(parties, 2_500, 4_000);
    await createBooking(parties, { guest_count: 2000, event_cost: 1500 });
    const mail = await latestMail(
      parties.owner.user.email,
      BOOKING_SUBJECT.newRequest(parties.profile.food_truck_name),
    );
    expect(mail.text).toContain(
      `Stoisko: opłata za stoisko 1500${NBSP}zł, którą płacisz organizatorowi. Liczba gości: 2000.`,
    );
    expect(mail.text).not.toContain("Szacunkowy koszt");
  });
});

describe("the e-mails asking for money", () => {
  it("a deposit: the amount, the total cost, who pays whom and a button to the payment page", async () => {
    const parties = await createParties();
    const booking = await awaitingDeposit(parties);
    const truck = parties.profile.food_truck_name;
    const mail = await latestMail(parties.organizer.user.email, BOOKING_SUBJECT.depositRequested(truck));
    expect(mail.text).toContain(`prosi o zaliczkę 250${NBSP}zł za rezerwację`);
    expect(mail.text).toContain(
      "Rodzaj rezerwacji: wynajem food trucka (catering) – organizator płaci właścicielowi food trucka.",
    );
    expect(mail.text).toContain(`Całkowity koszt usługi podany przez właściciela: 1000${NBSP}zł.`);
    expect(mail.text).toContain(
      `Zaliczkę płacisz Ty jako organizator, a otrzymuje ją właściciel food trucka „${truck}”.`,
    );
    expectButton(mail, "Zapłać zaliczkę", `/payment/${booking.request_id}`);
  });

  it("a guarantee fee: the amount, the pitch fee, who pays whom and a button to the payment page", async () => {
    const parties = await createParties();
    const booking = await awaitingFee(parties);
    const truck = parties.profile.food_truck_name;
    const mail = await latestMail(parties.owner.user.email, BOOKING_SUBJECT.feeRequested(truck));
    expect(mail.text).toContain(`Organizator prosi o opłatę gwarancyjną 200${NBSP}zł za rezerwację`);
    expect(mail.text).toContain(
      `Rodzaj rezerwacji: stoisko na wydarzeniu – właściciel food trucka płaci organizatorowi 1500${NBSP}zł za stoisko.`,
    );
    expect(mail.text).toContain(
      "Opłatę gwarancyjną płacisz Ty jako właściciel food trucka, a otrzymuje ją organizator.",
    );
    expectButton(mail, "Zapłać opłatę gwarancyjną", `/payment/${booking.request_id}`);
  });
});

describe("the e-mails once it is paid", () => {
  it("the payer's receipt links to the printable receipt; the payee hears who paid how much for what", async () => {
    const parties = await createParties();
    const booking = await awaitingDeposit(parties);
    const id = booking.request_id;
    expect((await createPaymentIntent(id, parties.organizer.token)).status).toBe(200);
    expect((await testModePay(id, "succeeded", parties.organizer.token)).status).toBe(200);
    const truck = parties.profile.food_truck_name;

    const receipt = await latestMail(parties.organizer.user.email, PAYMENT_SUBJECT.receipt(truck));
    expect(receipt.text).toContain(
      `Dziękujemy za płatność. Zaliczka 250${NBSP}zł za rezerwację food trucka „${truck}”`,
    );
    expect(receipt.text).toContain(`Otrzymuje ją właściciel food trucka „${truck}”.`);
    expectButton(receipt, "Potwierdzenie płatności", `/receipt/${id}`);

    const received = await latestMail(parties.owner.user.email, PAYMENT_SUBJECT.received(truck));
    expect(received.text).toContain(
      `Organizator wpłacił zaliczkę 250${NBSP}zł za rezerwację food trucka „${truck}”`,
    );
    expectButton(received, "Przejdź do panelu", "/dashboard");
  });

  it("a declined guarantee fee names it and leads back to the payment page", async () => {
    const parties = await createParties();
    const booking = await awaitingFee(parties);
    const id = booking.request_id;
    expect((await createPaymentIntent(id, parties.owner.token)).status).toBe(200);
    expect((await testModePay(id, "failed", parties.owner.token)).status).toBe(200);
    const mail = await latestMail(
      parties.owner.user.email,
      PAYMENT_SUBJECT.failed(parties.profile.food_truck_name),
    );
    expect(mail.text).toContain(`Wpłata opłaty gwarancyjnej 200${NBSP}zł za rezerwację`);
    expectButton(mail, "Spróbuj ponownie", `/payment/${id}`);
  });
});
