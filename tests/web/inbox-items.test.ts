import { describe, expect, it } from "vitest";
import {
  type InboxBooking,
  type InboxInvitation,
  inboxItems,
  REVIEW_WAITS_DAYS,
  requestDeadline,
} from "../../web/src/features/inbox/inbox-items";
import { inboxDeadlineText } from "../../web/src/features/inbox/inbox-labels";
import { warsawMidnight } from "../../worker/domain/calendar";

// Issue 35: "Do odpowiedzi" and the nav badge read one list of what waits for the user, soonest deadline
// first: requests and invitations (owners), proposals of new dates to answer (either side), payments asked
// of the user, reviews the user can leave.

const DAY = 86_400;
const SENT = warsawMidnight("2026-11-01") + 10 * 3600;
/** The lists are read as of this moment: before every event of these tests, but for the reviews'. */
const NOW = SENT + 2 * DAY;

function booking(id: number, overrides: Partial<InboxBooking> = {}): InboxBooking {
  return {
    request_id: id,
    my_role: "organizer",
    status: "confirmed",
    invitation_id: null,
    created_at: SENT,
    event_start_date: warsawMidnight("2026-12-20"),
    event_end_date: warsawMidnight("2026-12-20"),
    allowed_actions: [],
    reschedule_proposals: [],
    ...overrides,
  };
}

function proposal(id: number, expiresAt: number, myActions: ("accept" | "decline" | "withdraw")[]) {
  return {
    id,
    status: "pending" as const,
    my_actions: myActions,
    expires_at: expiresAt,
    new_start_date: warsawMidnight("2026-12-27"),
    new_end_date: warsawMidnight("2026-12-27"),
  };
}

function invitation(
  id: number,
  start: string,
  status: InboxInvitation["status"] = "pending",
): InboxInvitation {
  return { invitation_id: id, status, event_details: { event_start_date: warsawMidnight(start) } };
}

describe("what waits for the user", () => {
  it("an owner's unanswered request waits until DAYS_TO_ANSWER days after it was sent", () => {
    const request = booking(1, { my_role: "owner", status: "pending_owner_approval" });
    const [item] = inboxItems([request], [], NOW);
    expect(item).toMatchObject({ kind: "request", deadline: SENT + 7 * DAY });
    expect(inboxDeadlineText({ kind: "request", deadline: SENT + 7 * DAY })).toBe("do 08.11.2026");
  });

  it("a request whose event begins sooner waits until the event begins", () => {
    const soon = booking(1, {
      my_role: "owner",
      status: "pending_owner_approval",
      event_start_date: warsawMidnight("2026-11-04"),
    });
    expect(requestDeadline(soon)).toBe(warsawMidnight("2026-11-04"));
  });

  it("neither the organizer's own pending request nor an invitation's booking is a request to answer", () => {
    const mine = booking(1, { status: "pending_owner_approval" });
    const fromInvitation = booking(2, {
      my_role: "owner",
      status: "pending_owner_approval",
      invitation_id: 9,
    });
    expect(inboxItems([mine, fromInvitation], [], NOW)).toEqual([]);
  });

  it("a pending invitation waits until its event begins; answered ones do not wait", () => {
    const items = inboxItems([], [invitation(5, "2026-12-01"), invitation(6, "2026-12-02", "accepted")], NOW);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: "invitation", deadline: warsawMidnight("2026-12-01") });
  });

  it("a proposal of new dates waits for the side asked to answer it, until it expires, with the hour", () => {
    const expires = warsawMidnight("2026-11-10") + 14 * 3600 + 30 * 60;
    const asked = booking(1, { reschedule_proposals: [proposal(3, expires, ["accept", "decline"])] });
    const proposer = booking(2, { reschedule_proposals: [proposal(4, expires, ["withdraw"])] });
    const items = inboxItems([asked, proposer], [], NOW);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: "reschedule", key: "reschedule-3", deadline: expires });
    expect(inboxDeadlineText({ kind: "reschedule", deadline: expires })).toBe("do 10.11.2026, 14:30");
  });

  it("a payment asked of the user waits until the event begins", () => {
    const payable = booking(1, { status: "awaiting_deposit", allowed_actions: ["pay", "cancel"] });
    expect(inboxItems([payable], [], NOW)).toMatchObject([
      { kind: "payment", deadline: warsawMidnight("2026-12-20") },
    ]);
  });

  it("a review the user can leave has no deadline and comes last", () => {
    const reviewable = booking(1, { allowed_actions: ["review", "report_problem"] });
    const payable = booking(2, { allowed_actions: ["pay"] });
    const items = inboxItems([reviewable, payable], [], NOW);
    expect(items.map((item) => item.kind)).toEqual(["payment", "review"]);
    expect(inboxDeadlineText({ kind: "review", deadline: null })).toBe("bez terminu");
  });

  it("a review waits for two weeks after the event ends, then leaves the inbox (and the badge)", () => {
    const ended = warsawMidnight("2026-12-20") + DAY;
    const reviewable = booking(1, { allowed_actions: ["review"] });
    expect(inboxItems([reviewable], [], ended + REVIEW_WAITS_DAYS * DAY)).toHaveLength(1);
    expect(inboxItems([reviewable], [], ended + REVIEW_WAITS_DAYS * DAY + DAY)).toEqual([]);
  });

  it("on the same deadline, the sooner event first", () => {
    const requests = [
      booking(3, {
        my_role: "owner",
        status: "pending_owner_approval",
        event_start_date: warsawMidnight("2026-12-30"),
      }),
      booking(4, {
        my_role: "owner",
        status: "pending_owner_approval",
        event_start_date: warsawMidnight("2026-12-12"),
      }),
    ];
    // Both sent at the same moment: the same deadline, DAYS_TO_ANSWER days after.
    expect(inboxItems(requests, [], NOW).map((item) => item.key)).toEqual(["request-4", "request-3"]);
  });

  it("nothing else waits: a confirmed booking with only its own actions", () => {
    const quiet = booking(1, { allowed_actions: ["cancel", "propose_reschedule", "report_problem"] });
    expect(inboxItems([quiet], [], NOW)).toEqual([]);
  });
});

describe("the order and the count", () => {
  const expires = SENT + 3 * DAY;
  const bookings = [
    booking(1, { allowed_actions: ["review"] }),
    booking(2, { my_role: "owner", status: "pending_owner_approval" }),
    booking(3, { allowed_actions: ["pay"], event_start_date: warsawMidnight("2026-11-20") }),
    booking(4, { reschedule_proposals: [proposal(7, expires, ["accept", "decline"])] }),
  ];
  const invitations = [invitation(8, "2026-11-06")];

  it("soonest deadline first, reviews without one at the end", () => {
    const items = inboxItems(bookings, invitations, NOW);
    expect(items.map((item) => item.key)).toEqual([
      "reschedule-7",
      "invitation-8",
      "request-2",
      "payment-3",
      "review-1",
    ]);
  });

  it("one booking may wait twice (a proposal to answer and a payment), each counted", () => {
    const both = booking(1, {
      allowed_actions: ["pay"],
      reschedule_proposals: [proposal(2, expires, ["accept", "decline"])],
    });
    expect(inboxItems([both], [], NOW).map((item) => item.kind)).toEqual(["reschedule", "payment"]);
  });

  it("the badge's count is the length of the same list", () => {
    expect(inboxItems(bookings, invitations, NOW)).toHaveLength(5);
  });
});
