import { describe, expect, it } from "vitest";
import { createBooking, createParties, putStatus, quickUser, seenByOrFail } from "./booking-fixtures";
import { createEvent, createTruck, invitationOf, myEventsAsOwner, respond } from "./event-fixtures";

// Until the owner accepts, an organizer is "first name and initial" to them; the full name comes with the
// contact details.

describe("the organizer's name as a truck owner sees it", () => {
  it("a pending booking shows 'Ewa W.', a confirmed one 'Ewa Wiśniewska'", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties);
    expect((await seenByOrFail(parties.owner.token, booking.request_id)).organizer_name).toBe("Ewa W.");
    expect((await putStatus(booking.request_id, "confirmed", parties.owner.token)).status).toBe(200);
    expect((await seenByOrFail(parties.owner.token, booking.request_id)).organizer_name).toBe(
      "Ewa Wiśniewska",
    );
  });

  it("a pending invitation shows 'Łucja Ż.', an accepted one the full name", async () => {
    const organizer = await quickUser({ firstName: "Łucja", lastName: "żurawska" });
    const truck = await createTruck("Kalisz", ["zapiekanki"]);
    const event = await createEvent(organizer.token, {
      location: "Kalisz",
      requiredOffer: { dishes: ["zapiekanki"], drinks: [], dietary: [] },
    });
    const invitation = invitationOf(event, truck);
    const nameSeen = async () =>
      (await myEventsAsOwner(truck.owner.token)).find(
        (item) => item.invitation_id === invitation.invitation_id,
      )?.event_details.organizer_name;

    expect(await nameSeen()).toBe("Łucja Ż.");
    expect((await respond(invitation.invitation_id, "accepted", truck.owner.token)).status).toBe(200);
    expect(await nameSeen()).toBe("Łucja żurawska");
  });
});
