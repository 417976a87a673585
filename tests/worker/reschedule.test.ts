import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "../../worker/db/constraint-errors";
import { events, invitations, rescheduleProposals } from "../../worker/db/schema";
import { warsawMidnight } from "../../worker/domain/calendar";
import { closeStaleProposals } from "../../worker/use-cases/bookings/reschedule-expiry";
import {
  type BookingDto,
  bookingDtoSchema,
  bookingRow,
  confirmedBooking,
  createBooking,
  createParties,
  createStrangers,
  heldDays,
  markBusy,
  type Parties,
  patchBooking,
  seenByOrFail,
} from "./booking-fixtures";
import { api, db, errorSchema, outboxSubjectsTo, polishDay, readJson, warsawDayFromToday } from "./helpers";

const TEXT = {
  partiesOnly: "Termin rezerwacji zmieniają tylko jej strony: organizator i właściciel food trucka.",
  notReschedulable:
    "Termin można zmienić tylko w zaakceptowanej rezerwacji, zanim wydarzenie się rozpocznie.",
  sameDates: "Nowy termin jest taki sam jak obecny.",
  openAlready: "Na odpowiedź czeka już propozycja nowego terminu tej rezerwacji.",
  answerByOtherSide: "Na propozycję nowego terminu odpowiada druga strona rezerwacji.",
  withdrawByProposer: "Propozycję nowego terminu może wycofać tylko jej autor.",
  expired: "Propozycja nowego terminu wygasła. Zaproponuj termin ponownie.",
  reason: "Podaj krótko powód zmiany terminu.",
  truckBusy: "Food truck jest już zajęty w wybranym terminie.",
  busyOn: (day: string) => `Ten food truck jest już zajęty ${polishDay(day)}. Wybierz inny termin.`,
  badDate: "Nieprawidłowa data. Użyj formatu RRRR-MM-DD.",
  pastDate: "Rezerwację można złożyć najpóźniej dzień przed wydarzeniem.",
  notFound: "Nie znaleziono rezerwacji.",
  fromInvitation:
    "Tej rezerwacji nie można przenieść: pochodzi z zaproszenia na wydarzenie o ustalonym terminie. Ustalcie zmianę na czacie albo anulujcie rezerwację.",
};

const SUBJECT = {
  proposed: "Propozycja nowego terminu",
  accepted: "Nowy termin potwierdzony",
  declined: "Propozycja nowego terminu odrzucona",
  withdrawn: "Propozycja nowego terminu wycofana",
  expired: "Propozycja nowego terminu wygasła",
};

const propose = (id: number, body: Record<string, unknown>, token: string) =>
  api(`/requests/${id}/reschedule`, body, { token });
const answer = (id: number, proposalId: number, reply: string, token: string) =>
  api(`/requests/${id}/reschedule/${proposalId}/${reply}`, {}, { token });

async function expectRefusal(res: Response, status: number, message: string): Promise<void> {
  expect(res.status).toBe(status);
  expect((await readJson(res, errorSchema)).message).toBe(message);
}

async function proposed(res: Response): Promise<{ booking: BookingDto; proposalId: number }> {
  expect(res.status).toBe(200);
  const booking = await readJson(res, bookingDtoSchema);
  const [latest] = booking.reschedule_proposals;
  if (!latest) throw new Error("no proposal in the answer");
  return { booking, proposalId: latest.id };
}

/** A confirmed booking on days `offset`..`offset + length - 1` from today. */
function confirmedOn(parties: Parties, offset: number, length = 1): Promise<BookingDto> {
  return confirmedBooking(parties, {
    event_start_date: warsawDayFromToday(offset),
    event_end_date: warsawDayFromToday(offset + length - 1),
  });
}

const moveTo = (offset: number, length = 1, reason = "Prognoza zapowiada ulewę w sobotę.") => ({
  event_start_date: warsawDayFromToday(offset),
  event_end_date: warsawDayFromToday(offset + length - 1),
  reason,
});

const subjectsTo = async (email: string) => (await outboxSubjectsTo(email)).join("\n");

/** The booking's .ics as a party downloads it: its UID, first day and SEQUENCE. */
async function calendarFile(id: number, token: string) {
  const res = await api(`/requests/${id}/calendar.ics`, undefined, { token });
  expect(res.status).toBe(200);
  const text = await res.text();
  const field = (name: string) => new RegExp(`^${name}[^:]*:(.*)$`, "m").exec(text)?.[1]?.trim() ?? "";
  return { uid: field("UID"), start: field("DTSTART"), sequence: Number(field("SEQUENCE")) };
}

describe("rescheduling a confirmed booking (issue 17)", () => {
  it("the organizer proposes, the owner accepts: dates and held days move together, both are told", async () => {
    const parties = await createParties();
    const booking = await confirmedOn(parties, 40, 2);
    const icsBefore = await calendarFile(booking.request_id, parties.organizer.token);
    const { booking: asProposer, proposalId } = await proposed(
      await propose(booking.request_id, moveTo(47, 2), parties.organizer.token),
    );
    expect(asProposer.event_start_date).toBe(booking.event_start_date);
    expect(asProposer.allowed_actions).not.toContain("propose_reschedule");
    expect(asProposer.reschedule_proposals[0]).toMatchObject({
      proposed_by: "organizer",
      status: "pending",
      reason: "Prognoza zapowiada ulewę w sobotę.",
      old_start_date: booking.event_start_date,
      new_start_date: warsawMidnight(warsawDayFromToday(47)),
      new_end_date: warsawMidnight(warsawDayFromToday(48)),
      my_actions: ["withdraw"],
    });
    expect(await subjectsTo(parties.owner.email)).toContain(SUBJECT.proposed);
    const asOwner = await seenByOrFail(parties.owner.token, booking.request_id);
    expect(asOwner.reschedule_proposals[0]?.my_actions).toEqual(["accept", "decline"]);
    expect(asOwner.allowed_actions).not.toContain("propose_reschedule");

    const res = await answer(booking.request_id, proposalId, "accept", parties.owner.token);
    expect(res.status).toBe(200);
    const moved = await readJson(res, bookingDtoSchema);
    expect(moved.event_start_date).toBe(warsawMidnight(warsawDayFromToday(47)));
    expect(moved.event_end_date).toBe(warsawMidnight(warsawDayFromToday(48)));
    expect(moved.status).toBe("confirmed");
    expect(moved.reschedule_proposals[0]).toMatchObject({ status: "accepted", my_actions: [] });
    expect(moved.allowed_actions).toContain("propose_reschedule");
    expect(await heldDays(parties.profile.profile_id)).toEqual([
      { day: warsawDayFromToday(47), bookingRequestId: booking.request_id },
      { day: warsawDayFromToday(48), bookingRequestId: booking.request_id },
    ]);
    expect(await subjectsTo(parties.organizer.email)).toContain(SUBJECT.accepted);
    expect(await subjectsTo(parties.owner.email)).toContain(SUBJECT.accepted);
    const asOrganizer = await seenByOrFail(parties.organizer.token, booking.request_id);
    expect(asOrganizer.event_start_date).toBe(moved.event_start_date);
    // A calendar that imported the booking takes the moved copy as an update: same UID, a higher SEQUENCE.
    const icsAfter = await calendarFile(booking.request_id, parties.organizer.token);
    expect(icsAfter.uid).toBe(icsBefore.uid);
    expect(icsAfter.start).toBe(warsawDayFromToday(47).replaceAll("-", ""));
    expect(icsAfter.sequence).toBeGreaterThan(icsBefore.sequence);
  });

  it("a paid deposit stays with the booking, and the owner may propose too", async () => {
    const parties = await createParties();
    const booking = await confirmedOn(parties, 50);
    await patchBooking(booking.request_id, {
      status: "confirmed_deposit_paid",
      paymentStatus: "paid",
      commitmentFeeGrosze: 50_000,
    });
    const { proposalId } = await proposed(await propose(booking.request_id, moveTo(52), parties.owner.token));
    expect(await subjectsTo(parties.organizer.email)).toContain(SUBJECT.proposed);
    const moved = await readJson(
      await answer(booking.request_id, proposalId, "accept", parties.organizer.token),
      bookingDtoSchema,
    );
    expect(moved).toMatchObject({
      status: "confirmed_deposit_paid",
      payment_status: "paid",
      commitment_fee: 500,
    });
    // Settlement reads the booking's end date, which is now the new one.
    expect((await bookingRow(booking.request_id)).eventEndDate).toBe(warsawMidnight(warsawDayFromToday(52)));
  });

  it("declining and withdrawing leave the booking where it was and tell the other side", async () => {
    const parties = await createParties();
    const booking = await confirmedOn(parties, 60);
    const first = await proposed(await propose(booking.request_id, moveTo(61), parties.organizer.token));
    await expectRefusal(
      await answer(booking.request_id, first.proposalId, "decline", parties.organizer.token),
      403,
      TEXT.answerByOtherSide,
    );
    const declined = await readJson(
      await answer(booking.request_id, first.proposalId, "decline", parties.owner.token),
      bookingDtoSchema,
    );
    expect(declined.event_start_date).toBe(booking.event_start_date);
    expect(declined.reschedule_proposals[0]?.status).toBe("declined");
    expect(await subjectsTo(parties.organizer.email)).toContain(SUBJECT.declined);

    const second = await proposed(await propose(booking.request_id, moveTo(62), parties.organizer.token));
    await expectRefusal(
      await answer(booking.request_id, second.proposalId, "withdraw", parties.owner.token),
      403,
      TEXT.withdrawByProposer,
    );
    const withdrawn = await readJson(
      await answer(booking.request_id, second.proposalId, "withdraw", parties.organizer.token),
      bookingDtoSchema,
    );
    expect(withdrawn.reschedule_proposals.map((proposal) => proposal.status)).toEqual([
      "withdrawn",
      "declined",
    ]);
    expect(await subjectsTo(parties.owner.email)).toContain(SUBJECT.withdrawn);
    expect(await heldDays(parties.profile.profile_id)).toEqual([
      { day: warsawDayFromToday(60), bookingRequestId: booking.request_id },
    ]);
  });

  it("refuses strangers, admins, the proposer's own accept, and bad input, before touching anything", async () => {
    const parties = await createParties();
    const strangers = await createStrangers();
    const booking = await confirmedOn(parties, 70);
    await expectRefusal(
      await propose(booking.request_id, moveTo(71), strangers.otherOrganizer.token),
      404,
      TEXT.notFound,
    );
    await expectRefusal(
      await propose(booking.request_id, moveTo(71), strangers.admin.token),
      403,
      TEXT.partiesOnly,
    );
    await expectRefusal(
      await propose(booking.request_id, { ...moveTo(71), reason: "  " }, parties.organizer.token),
      400,
      TEXT.reason,
    );
    await expectRefusal(
      await propose(
        booking.request_id,
        { ...moveTo(71), event_start_date: "2027-02-30" },
        parties.organizer.token,
      ),
      400,
      TEXT.badDate,
    );
    await expectRefusal(
      await propose(booking.request_id, { ...moveTo(0) }, parties.organizer.token),
      400,
      TEXT.pastDate,
    );
    await expectRefusal(
      await propose(booking.request_id, moveTo(70), parties.organizer.token),
      409,
      TEXT.sameDates,
    );

    const { proposalId } = await proposed(
      await propose(booking.request_id, moveTo(72), parties.organizer.token),
    );
    await expectRefusal(
      await propose(booking.request_id, moveTo(73), parties.owner.token),
      409,
      TEXT.openAlready,
    );
    await expectRefusal(
      await answer(booking.request_id, proposalId, "accept", parties.organizer.token),
      403,
      TEXT.answerByOtherSide,
    );
    await expectRefusal(
      await answer(booking.request_id, proposalId, "accept", strangers.otherOwner.token),
      404,
      TEXT.notFound,
    );
    await expectRefusal(
      await answer(booking.request_id, proposalId, "accept", strangers.admin.token),
      403,
      TEXT.partiesOnly,
    );
    expect(
      (
        await api(
          `/requests/${booking.request_id}/reschedule/${proposalId}/maybe`,
          {},
          { token: parties.owner.token },
        )
      ).status,
    ).toBe(404);
    expect((await bookingRow(booking.request_id)).eventStartDate).toBe(booking.event_start_date);
  });

  it("refuses a booking that is not confirmed, and new dates on which the truck is busy", async () => {
    const parties = await createParties();
    const pending = await createBooking(parties, { event_start_date: warsawDayFromToday(80) });
    await expectRefusal(
      await propose(pending.request_id, moveTo(81), parties.organizer.token),
      409,
      TEXT.notReschedulable,
    );

    const booking = await confirmedOn(parties, 82, 2);
    await markBusy(parties, warsawDayFromToday(85));
    await expectRefusal(
      await propose(booking.request_id, moveTo(84, 2), parties.organizer.token),
      409,
      TEXT.busyOn(warsawDayFromToday(85)),
    );
    // Overlapping its own days is no conflict.
    const { proposalId } = await proposed(
      await propose(booking.request_id, moveTo(83, 2), parties.organizer.token),
    );
    const moved = await readJson(
      await answer(booking.request_id, proposalId, "accept", parties.owner.token),
      bookingDtoSchema,
    );
    expect(moved.event_start_date).toBe(warsawMidnight(warsawDayFromToday(83)));
    expect((await heldDays(parties.profile.profile_id)).map((row) => row.day)).toEqual([
      warsawDayFromToday(83),
      warsawDayFromToday(84),
      warsawDayFromToday(85),
    ]);

    // Busy after the proposal was made: the accept is refused and nothing moves.
    const next = await proposed(await propose(booking.request_id, moveTo(90), parties.owner.token));
    await markBusy(parties, warsawDayFromToday(90));
    await expectRefusal(
      await answer(booking.request_id, next.proposalId, "accept", parties.organizer.token),
      409,
      TEXT.busyOn(warsawDayFromToday(90)),
    );
    expect((await bookingRow(booking.request_id)).eventStartDate).toBe(
      warsawMidnight(warsawDayFromToday(83)),
    );
  });

  it("a proposal nobody answers expires after 72 hours: the cron closes it, tells the proposer, and a new one may follow", async () => {
    const parties = await createParties();
    const booking = await confirmedOn(parties, 100);
    const { proposalId } = await proposed(
      await propose(booking.request_id, moveTo(101), parties.organizer.token),
    );
    await db()
      .update(rescheduleProposals)
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .where(eq(rescheduleProposals.id, proposalId));
    const asOwner = await seenByOrFail(parties.owner.token, booking.request_id);
    expect(asOwner.reschedule_proposals[0]).toMatchObject({ status: "expired", my_actions: [] });
    await expectRefusal(
      await answer(booking.request_id, proposalId, "accept", parties.owner.token),
      409,
      TEXT.expired,
    );

    await closeStaleProposals(env);
    const row = await db().query.rescheduleProposals.findFirst({
      where: eq(rescheduleProposals.id, proposalId),
    });
    expect(row?.status).toBe("expired");
    expect(await subjectsTo(parties.organizer.email)).toContain(SUBJECT.expired);
    await proposed(await propose(booking.request_id, moveTo(102), parties.owner.token));
  });

  it("a proposal of a booking called off closes without an e-mail", async () => {
    const parties = await createParties();
    const booking = await confirmedOn(parties, 110);
    const { proposalId } = await proposed(
      await propose(booking.request_id, moveTo(111), parties.owner.token),
    );
    expect(
      (
        await api(`/requests/${booking.request_id}/cancel`, undefined, {
          method: "PUT",
          token: parties.organizer.token,
        })
      ).status,
    ).toBe(200);
    const seen = await seenByOrFail(parties.owner.token, booking.request_id);
    expect(seen.reschedule_proposals[0]?.status).toBe("void");
    await closeStaleProposals(env);
    const row = await db().query.rescheduleProposals.findFirst({
      where: eq(rescheduleProposals.id, proposalId),
    });
    expect(row?.status).toBe("void");
    expect(await subjectsTo(parties.owner.email)).not.toContain(SUBJECT.expired);
  });
});

describe("what cannot move (issue 17)", () => {
  it("a booking made from an event's invitation stays on the event's days", async () => {
    const parties = await createParties();
    const booking = await confirmedOn(parties, 150);
    const [event] = await db()
      .insert(events)
      .values({
        organizerId: parties.organizer.user.id,
        eventName: "Festyn w parku",
        eventStartDate: booking.event_start_date,
        eventEndDate: booking.event_end_date,
        location: "Warszawa, Park Skaryszewski",
        eventDescription: "Festyn rodzinny.",
        requiredOfferJson: JSON.stringify({ dishes: ["hot_dogs"], drinks: [], dietary: [] }),
      })
      .returning({ id: events.id });
    if (!event) throw new Error("no event");
    const [invitation] = await db()
      .insert(invitations)
      .values({
        eventId: event.id,
        profileId: parties.profile.profile_id,
        ownerId: parties.owner.user.id,
        cuisineAssigned: "hot_dogs",
        status: "accepted",
      })
      .returning({ id: invitations.id });
    if (!invitation) throw new Error("no invitation");
    await patchBooking(booking.request_id, { invitationId: invitation.id });
    await expectRefusal(
      await propose(booking.request_id, moveTo(151), parties.organizer.token),
      409,
      TEXT.fromInvitation,
    );
    expect((await seenByOrFail(parties.owner.token, booking.request_id)).allowed_actions).not.toContain(
      "propose_reschedule",
    );
  });

  it("a proposal whose new first day has begun is closed: it blocks no new proposal", async () => {
    const parties = await createParties();
    const booking = await confirmedOn(parties, 160);
    const { proposalId } = await proposed(
      await propose(booking.request_id, moveTo(161), parties.organizer.token),
    );
    await db()
      .update(rescheduleProposals)
      .set({ newStartDate: Math.floor(Date.now() / 1000) - 60 })
      .where(eq(rescheduleProposals.id, proposalId));
    const seen = await seenByOrFail(parties.owner.token, booking.request_id);
    expect(seen.reschedule_proposals[0]).toMatchObject({ status: "expired", my_actions: [] });
    expect(seen.allowed_actions).toContain("propose_reschedule");
    await proposed(await propose(booking.request_id, moveTo(162), parties.owner.token));
  });

  it("the database itself keeps one open proposal per booking", async () => {
    const parties = await createParties();
    const booking = await confirmedOn(parties, 170);
    const row = {
      requestId: booking.request_id,
      proposedBy: "organizer" as const,
      oldStartDate: booking.event_start_date,
      oldEndDate: booking.event_end_date,
      newStartDate: booking.event_start_date + 86_400,
      newEndDate: booking.event_end_date + 86_400,
      reason: "Deszcz.",
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    };
    await db().insert(rescheduleProposals).values(row);
    await expect(
      db()
        .insert(rescheduleProposals)
        .values({ ...row, proposedBy: "owner" }),
    ).rejects.toSatisfy(isUniqueViolation);
    // Closed ones are history: any number of them.
    await db()
      .insert(rescheduleProposals)
      .values({ ...row, status: "declined" });
    await db()
      .insert(rescheduleProposals)
      .values({ ...row, status: "expired" });
  });
});

describe("reschedule races (issue 17)", () => {
  it("two bookings of one truck moved onto the same day at once: one wins, the calendar stays whole", async () => {
    const parties = await createParties();
    const first = await confirmedOn(parties, 120);
    const second = await confirmedBooking(parties, { event_start_date: warsawDayFromToday(121) });
    const a = await proposed(await propose(first.request_id, moveTo(125, 2), parties.organizer.token));
    const b = await proposed(await propose(second.request_id, moveTo(126, 2), parties.organizer.token));
    const results = await Promise.all([
      answer(first.request_id, a.proposalId, "accept", parties.owner.token),
      answer(second.request_id, b.proposalId, "accept", parties.owner.token),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const loser = results.find((res) => res.status === 409);
    if (!loser) throw new Error("no loser");
    // Which refusal the loser gets depends on where the two meet: at the check of held days (naming the
    // shared day), or at the database's unique day, when both passed the check at once.
    expect([TEXT.busyOn(warsawDayFromToday(126)), TEXT.truckBusy]).toContain(
      (await readJson(loser, errorSchema)).message,
    );

    const rows = await heldDays(parties.profile.profile_id);
    for (const booking of [first, second]) {
      const stored = await bookingRow(booking.request_id);
      const held = rows.filter((row) => row.bookingRequestId === booking.request_id).map((row) => row.day);
      const start = new Date(stored.eventStartDate * 1000);
      expect(held.length).toBe(Math.round((stored.eventEndDate - stored.eventStartDate) / 86_400) + 1);
      expect(held[0]).toBe(new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw" }).format(start));
    }
    expect(new Set(rows.map((row) => row.day)).size).toBe(rows.length);
  });

  it("both parties proposing at once: one proposal is open, the other is refused", async () => {
    const parties = await createParties();
    const booking = await confirmedOn(parties, 130);
    const results = await Promise.all([
      propose(booking.request_id, moveTo(131), parties.organizer.token),
      propose(booking.request_id, moveTo(132), parties.owner.token),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const open = await db().query.rescheduleProposals.findMany({
      where: eq(rescheduleProposals.requestId, booking.request_id),
    });
    expect(open.map((row) => row.status)).toEqual(["pending"]);
  });

  it("accept and decline of one proposal at once: exactly one answer counts", async () => {
    const parties = await createParties();
    const booking = await confirmedOn(parties, 140);
    const { proposalId } = await proposed(
      await propose(booking.request_id, moveTo(141), parties.organizer.token),
    );
    const results = await Promise.all([
      answer(booking.request_id, proposalId, "accept", parties.owner.token),
      answer(booking.request_id, proposalId, "decline", parties.owner.token),
      answer(booking.request_id, proposalId, "withdraw", parties.organizer.token),
    ]);
    expect(results.filter((res) => res.status === 200)).toHaveLength(1);
    const row = await db().query.rescheduleProposals.findFirst({
      where: eq(rescheduleProposals.id, proposalId),
    });
    const stored = await bookingRow(booking.request_id);
    const moved = stored.eventStartDate === warsawMidnight(warsawDayFromToday(141));
    expect(moved).toBe(row?.status === "accepted");
    expect(v.is(v.picklist(["accepted", "declined", "withdrawn"]), row?.status)).toBe(true);
  });
});
