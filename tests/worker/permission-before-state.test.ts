import { describe, expect, it } from "vitest";
import type { BookingStatus } from "../../worker/domain/booking-machine";
import {
  BOOKING_TEXT,
  createBooking,
  createParties,
  createStrangers,
  getInvoice,
  type Parties,
  patchBooking,
  postReview,
  putCancel,
  putStatus,
  reportProblem,
  requestDeposit,
  requestFee,
  type Strangers,
  uploadInvoice,
} from "./booking-fixtures";
import { createEvent, createTruck, invitationOf, respond } from "./event-fixtures";
import { pdfFile } from "./helpers";

// Every booking and event action × every wrong actor: 403 for someone who sees the booking but may not do
// this (the other party, an admin), 404 for anyone the booking does not concern — before any state check,
// so the same answer comes whatever the booking's status.

type Actor = "organizer" | "owner" | "admin" | "otherOrganizer" | "otherOwner";

interface ActionCase {
  name: string;
  call: (requestId: number, token: string) => Promise<Response>;
  wrong: [Actor, 403 | 404][];
}

const STRANGERS: [Actor, 404][] = [
  ["otherOrganizer", 404],
  ["otherOwner", 404],
];

const CASES: ActionCase[] = [
  {
    name: "accept",
    call: (id, token) => putStatus(id, "confirmed", token),
    wrong: [["organizer", 403], ["admin", 403], ...STRANGERS],
  },
  {
    name: "reject",
    call: (id, token) => putStatus(id, "rejected_by_owner", token),
    wrong: [["organizer", 403], ["admin", 403], ...STRANGERS],
  },
  { name: "cancel", call: (id, token) => putCancel(id, token), wrong: [["admin", 403], ...STRANGERS] },
  {
    name: "report a problem",
    call: (id, token) => reportProblem(id, { description: "Food truck nie przyjechał na czas." }, token),
    wrong: [["admin", 403], ...STRANGERS],
  },
  {
    name: "request a deposit",
    call: (id, token) => requestDeposit(id, { amount: 200, totalCost: 1000 }, token),
    wrong: [["organizer", 403], ["admin", 403], ...STRANGERS],
  },
  {
    name: "request a fee",
    call: (id, token) => requestFee(id, { amount: 200 }, token),
    wrong: [["owner", 403], ["admin", 403], ...STRANGERS],
  },
  {
    // Event cost 0: the owner is the payee and sends the invoice.
    name: "upload an invoice",
    call: (id, token) => uploadInvoice(id, pdfFile(), token),
    wrong: [["organizer", 403], ["admin", 403], ...STRANGERS],
  },
  {
    name: "review",
    call: (id, token) => postReview({ request_id: id, rating: 5, comment: "" }, token),
    wrong: [["admin", 403], ...STRANGERS],
  },
  {
    name: "download an invoice",
    call: (id, token) => getInvoice(id, "owner", token),
    wrong: STRANGERS,
  },
];

/** States where the action would work for the right actor, and where it would not. */
const STATES: BookingStatus[] = ["pending_owner_approval", "confirmed", "confirmed_deposit_paid", "expired"];

function tokenOf(actor: Actor, parties: Parties, strangers: Strangers): string {
  if (actor === "organizer") return parties.organizer.token;
  if (actor === "owner") return parties.owner.token;
  if (actor === "admin") return strangers.admin.token;
  return actor === "otherOrganizer" ? strangers.otherOrganizer.token : strangers.otherOwner.token;
}

describe("permission before state: every booking action × every wrong actor", () => {
  it("answers 403 or 404 whatever the booking's status, and changes nothing", async () => {
    const [parties, strangers] = await Promise.all([createParties(), createStrangers()]);
    const booking = await createBooking(parties, { event_cost: 0 });
    const failures: string[] = [];
    for (const status of STATES) {
      await patchBooking(booking.request_id, {
        status,
        paymentStatus: status === "confirmed_deposit_paid" ? "paid" : null,
      });
      for (const action of CASES) {
        for (const [actor, expected] of action.wrong) {
          const res = await action.call(booking.request_id, tokenOf(actor, parties, strangers));
          if (res.status !== expected) {
            failures.push(`${action.name} by ${actor} on ${status}: ${res.status} ${await res.text()}`);
          } else await res.arrayBuffer();
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("the wrong party of a pending booking gets 403 with the Polish message, not a state error", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties);
    const res = await putStatus(booking.request_id, "confirmed", parties.organizer.token);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: BOOKING_TEXT.notYourAction });
  });
});

describe("permission before state: answering an invitation", () => {
  it("anyone but the invited truck's owner gets 404, also once it is answered", async () => {
    const [organizerSide, strangers] = await Promise.all([createParties(), createStrangers()]);
    const truck = await createTruck("Kalisz", ["kebab"]);
    const event = await createEvent(organizerSide.organizer.token, {
      location: "Kalisz",
      requiredOffer: { dishes: ["kebab"], drinks: [], dietary: [] },
    });
    const invitation = invitationOf(event, truck);
    for (const answered of [false, true]) {
      if (answered)
        expect((await respond(invitation.invitation_id, "rejected", truck.owner.token)).status).toBe(200);
      for (const token of [
        organizerSide.organizer.token,
        strangers.otherOwner.token,
        strangers.otherOrganizer.token,
        strangers.admin.token,
      ]) {
        expect((await respond(invitation.invitation_id, "accepted", token)).status).toBe(404);
      }
    }
  });
});
