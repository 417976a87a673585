import { describe, expect, it } from "vitest";
import { bookingBody, bookingDtoSchema, bookingRow, createParties, postBooking } from "./booking-fixtures";
import { findUser, readJson, register, registration, uniqueEmail } from "./helpers";

describe("names and free text are stored clean (NFC, no control, bidi or zero-width characters)", () => {
  it("registration", async () => {
    const email = uniqueEmail("clean");
    const res = await register(
      registration({
        email,
        first_name: "\u202EAnna\u200B",
        last_name: "Go\u0301rska\u0000",
        company_name: "Fir\u00ADma\u2066",
      }),
    );
    expect(res.status).toBe(201);
    const user = await findUser(email);
    expect(user?.firstName).toBe("Anna");
    expect(user?.lastName).toBe("Górska");
    expect(user?.companyName).toBe("Firma");
  });

  it("a booking: one-line fields lose line breaks, the description keeps them", async () => {
    const parties = await createParties();
    const res = await postBooking(
      bookingBody(parties.profile.profile_id, {
        event_location: "Warszawa,\nul. Prosta 1\u202E",
        event_description: "Pierwszy wiersz\r\nDrugi\u200B wiersz\u0007",
      }),
      parties.organizer.token,
    );
    expect(res.status).toBe(201);
    const booking = await readJson(res, bookingDtoSchema);
    const row = await bookingRow(booking.request_id);
    expect(row.eventLocation).toBe("Warszawa, ul. Prosta 1");
    expect(row.eventDescription).toBe("Pierwszy wiersz\nDrugi wiersz");
  });
});
