import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { warsawMidnight } from "../../worker/domain/calendar";
import {
  BOOKING_TEXT,
  bookingRow,
  completedBooking,
  confirmedBooking,
  createBooking,
  createParties,
  createStrangers,
  expectActions,
  getInvoice,
  invoiceKeys,
  okBooking,
  patchBooking,
  postReview,
  reviewBy,
  reviewRows,
  seenByOrFail,
  uploadInvoice,
} from "./booking-fixtures";
import { api, apiForm, fileOf, imageBytes, pdfBytes, pdfFile, TEXT, warsawDayFromToday } from "./helpers";
import { expectError } from "./profile-fixtures";

const MB = 1024 * 1024;

async function created(res: Response): Promise<void> {
  const text = await res.text();
  if (res.status !== 201) throw new Error(`expected 201, got ${res.status}: ${text}`);
  expect(JSON.parse(text)).toEqual({ message: BOOKING_TEXT.reviewThanks });
}

describe("POST /api/reviews", () => {
  it("each party of a completed booking reviews the other once", async () => {
    const parties = await createParties();
    const booking = await completedBooking(parties);
    const id = booking.request_id;
    expectActions(await seenByOrFail(parties.organizer.token, id), ["report_problem", "review"]);

    await created(
      await postReview(
        { request_id: id, rating: 5, comment: "  Pyszne burgery!  " },
        parties.organizer.token,
      ),
    );
    await created(await postReview({ request_id: String(id), rating: "4" }, parties.owner.token));
    expect(await reviewRows(id)).toEqual([
      {
        authorId: parties.organizer.user.id,
        targetUserId: parties.owner.user.id,
        rating: 5,
        comment: "Pyszne burgery!",
      },
      { authorId: parties.owner.user.id, targetUserId: parties.organizer.user.id, rating: 4, comment: "" },
    ]);

    for (const user of [parties.organizer, parties.owner]) {
      await expectError(
        await postReview({ request_id: id, rating: 1 }, user.token),
        409,
        BOOKING_TEXT.reviewedAlready,
      );
      const seen = await seenByOrFail(user.token, id);
      expect(seen.reviewed_by_me).toBe(true);
      expect(seen.is_completed).toBe(true);
      expect(seen.allowed_actions).not.toContain("review");
    }
    expect((await reviewBy(id, parties.organizer.user.id))?.rating).toBe(5);
  });

  it("a completed booking whose deposit was paid can be reviewed too", async () => {
    const parties = await createParties();
    const booking = await completedBooking(parties, { paid: true });
    await created(await postReview({ request_id: booking.request_id, rating: 3 }, parties.owner.token));
  });

  it("the rating is a whole number from 1 to 5", async () => {
    const parties = await createParties();
    const booking = await completedBooking(parties);
    for (const rating of [0, 6, -1, 3.5, "pięć", null, true, undefined]) {
      const body = await expectError(
        await postReview({ request_id: booking.request_id, rating }, parties.organizer.token),
        400,
        BOOKING_TEXT.rating,
      );
      expect(body.field).toBe("rating");
    }
    expect(await reviewRows(booking.request_id)).toEqual([]);
    for (const rating of [1, 5]) {
      const user = rating === 1 ? parties.organizer : parties.owner;
      await created(await postReview({ request_id: booking.request_id, rating }, user.token));
    }
  });

  it("not before the booking is completed, nor for a booking that did not go ahead", async () => {
    const parties = await createParties();
    const future = await confirmedBooking(parties);
    await expectError(
      await postReview({ request_id: future.request_id, rating: 5 }, parties.organizer.token),
      409,
      BOOKING_TEXT.reviewNotAllowed,
    );
    // Today's event is still going on.
    const today = await createBooking(parties, { event_start_date: warsawDayFromToday(1) });
    const todayMidnight = warsawMidnight(warsawDayFromToday(0));
    await patchBooking(today.request_id, {
      status: "confirmed",
      eventStartDate: todayMidnight,
      eventEndDate: todayMidnight,
    });
    await expectError(
      await postReview({ request_id: today.request_id, rating: 5 }, parties.owner.token),
      409,
      BOOKING_TEXT.reviewNotAllowed,
    );
    // Another truck: the confirmed booking above holds this one's days.
    const pastParties = await createParties();
    const past = await completedBooking(pastParties);
    for (const status of [
      "pending_owner_approval",
      "cancelled_by_owner",
      "rejected_by_owner",
      "disputed",
      "expired",
    ] as const) {
      await patchBooking(past.request_id, { status });
      await expectError(
        await postReview({ request_id: past.request_id, rating: 5 }, pastParties.organizer.token),
        409,
        BOOKING_TEXT.reviewNotAllowed,
      );
    }
    expect(await reviewRows(past.request_id)).toEqual([]);
  });

  it("other users get 404, an admin 403 (no party to review); an unknown booking is 404", async () => {
    const parties = await createParties();
    const strangers = await createStrangers();
    const booking = await completedBooking(parties);
    for (const user of [strangers.otherOwner, strangers.otherOrganizer]) {
      await expectError(
        await postReview({ request_id: booking.request_id, rating: 5 }, user.token),
        404,
        BOOKING_TEXT.notFound,
      );
    }
    await expectError(
      await postReview({ request_id: booking.request_id, rating: 5 }, strangers.admin.token),
      403,
      "Opinię wystawiają tylko strony rezerwacji.",
    );
    await expectError(
      await postReview({ request_id: 2_000_000_000, rating: 5 }, parties.organizer.token),
      404,
      BOOKING_TEXT.notFound,
    );
    await expectError(
      await postReview({ rating: 5 }, parties.organizer.token),
      400,
      "Nieprawidłowa rezerwacja.",
    );
    expect(await reviewRows(booking.request_id)).toEqual([]);
  });

  it("two reviews sent at once by the same party: one is stored, the other is 409", async () => {
    const parties = await createParties();
    const booking = await completedBooking(parties);
    const responses = await Promise.all(
      [5, 4].map((rating) => postReview({ request_id: booking.request_id, rating }, parties.organizer.token)),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await reviewRows(booking.request_id)).toHaveLength(1);
  });
});

describe("POST /api/requests/{id}/upload-invoice and GET /api/requests/{id}/invoice/{side}", () => {
  it("cost 0: the owner uploads a PDF once; it is stored in R2 and downloadable by both parties and admins", async () => {
    const parties = await createParties();
    const strangers = await createStrangers();
    const booking = await completedBooking(parties, { cost: 0, paid: true });
    const id = booking.request_id;
    expectActions(await seenByOrFail(parties.owner.token, id), [
      "report_problem",
      "review",
      "upload_invoice",
    ]);
    expectActions(await seenByOrFail(parties.organizer.token, id), ["report_problem", "review"]);

    const bytes = pdfBytes(4096, 0x41);
    const uploaded = await okBooking(
      await uploadInvoice(id, fileOf(bytes, "faktura.pdf", "application/pdf"), parties.owner.token),
    );
    expect(uploaded).toMatchObject({
      invoice_sent_by_owner: true,
      invoice_sent_by_organizer: false,
      my_role: "owner",
    });
    expect(uploaded.allowed_actions).not.toContain("upload_invoice");

    const keys = await invoiceKeys(id);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^invoices/${id}/owner-[0-9a-f-]{36}\\.pdf$`));
    expect((await bookingRow(id)).invoiceOwnerKey).toBe(keys[0]);
    const object = await env.FILES.get(keys[0] ?? "");
    expect(object?.httpMetadata?.contentType).toBe("application/pdf");
    expect(new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(bytes);

    for (const user of [parties.organizer, parties.owner, strangers.admin]) {
      const res = await getInvoice(id, "owner", user.token);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("application/pdf");
      expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="faktura-${id}-owner.pdf"`);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    }
    for (const user of [strangers.otherOwner, strangers.otherOrganizer]) {
      await expectError(await getInvoice(id, "owner", user.token), 404, BOOKING_TEXT.notFound);
    }
    const anonymous = await getInvoice(id, "owner");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: TEXT.unauthorized });
    // The other side has none; an unknown side is no route at all.
    await expectError(
      await getInvoice(id, "organizer", parties.organizer.token),
      404,
      BOOKING_TEXT.invoiceMissing,
    );
    expect((await getInvoice(id, "admin", parties.organizer.token)).status).toBe(404);

    // Once; and never by the other side.
    await expectError(
      await uploadInvoice(id, pdfFile(), parties.owner.token),
      409,
      BOOKING_TEXT.invoiceSentAlready,
    );
    await expectError(
      await uploadInvoice(id, pdfFile(), parties.organizer.token),
      403,
      "Fakturę do tej rezerwacji wysyła druga strona.",
    );
    expect(await invoiceKeys(id)).toEqual(keys);
  });

  it("cost above 0: the organizer uploads, the owner may not", async () => {
    const parties = await createParties();
    const booking = await completedBooking(parties, { cost: 2000, paid: true });
    const id = booking.request_id;
    expectActions(await seenByOrFail(parties.organizer.token, id), [
      "report_problem",
      "review",
      "upload_invoice",
    ]);
    await expectError(
      await uploadInvoice(id, pdfFile(), parties.owner.token),
      403,
      "Fakturę do tej rezerwacji wysyła druga strona.",
    );
    const uploaded = await okBooking(await uploadInvoice(id, pdfFile(), parties.organizer.token));
    expect(uploaded).toMatchObject({ invoice_sent_by_organizer: true, invoice_sent_by_owner: false });
    expect(await invoiceKeys(id)).toEqual([expect.stringMatching(new RegExp(`^invoices/${id}/organizer-`))]);
    const res = await getInvoice(id, "organizer", parties.owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect((await seenByOrFail(parties.owner.token, id)).invoice_sent_by_organizer).toBe(true);
  });

  it("only once the booking is completed and paid", async () => {
    const parties = await createParties();
    const unpaid = await completedBooking(parties, { cost: 0, paid: false });
    await expectError(
      await uploadInvoice(unpaid.request_id, pdfFile(), parties.owner.token),
      409,
      BOOKING_TEXT.invoiceNotAllowed,
    );

    const future = await confirmedBooking(parties, { event_start_date: warsawDayFromToday(40) });
    await patchBooking(future.request_id, { status: "confirmed_deposit_paid", paymentStatus: "paid" });
    await expectError(
      await uploadInvoice(future.request_id, pdfFile(), parties.owner.token),
      409,
      BOOKING_TEXT.invoiceNotAllowed,
    );

    // Paid, ended, but disputed: not completed.
    const disputed = await completedBooking(parties, { cost: 0, paid: true });
    await patchBooking(disputed.request_id, { status: "disputed" });
    await expectError(
      await uploadInvoice(disputed.request_id, pdfFile(), parties.owner.token),
      409,
      BOOKING_TEXT.invoiceNotAllowed,
    );
    for (const booking of [unpaid, future, disputed])
      expect(await invoiceKeys(booking.request_id)).toEqual([]);
  });

  it("a PDF (by its bytes) of at most 5 MB, in the field `invoice`", async () => {
    const parties = await createParties();
    const booking = await completedBooking(parties, { cost: 0, paid: true });
    const id = booking.request_id;
    const bad: [string, File | string | null][] = [
      ["PNG", fileOf(imageBytes("png", 2048), "faktura.pdf", "application/pdf")],
      ["text", fileOf(new TextEncoder().encode("to nie jest PDF"), "faktura.pdf", "application/pdf")],
      ["empty", fileOf(new Uint8Array(0), "faktura.pdf", "application/pdf")],
      ["5 MB + 1 byte", pdfFile({ size: 5 * MB + 1 })],
      ["a text field", "%PDF-1.7 jako tekst"],
      ["no field", null],
    ];
    for (const [name, file] of bad) {
      const res = await uploadInvoice(id, file, parties.owner.token);
      expect(res.status, name).toBe(400);
      expect(await res.json(), name).toEqual({ message: BOOKING_TEXT.invoice });
    }
    const wrongField = new FormData();
    wrongField.append("file", pdfFile());
    await expectError(
      await apiForm(`/requests/${id}/upload-invoice`, wrongField, { token: parties.owner.token }),
      400,
      BOOKING_TEXT.invoice,
    );
    expect(await invoiceKeys(id)).toEqual([]);
    expect((await bookingRow(id)).invoiceOwnerKey).toBeNull();

    // Exactly 5 MB is fine, whatever the declared type and name.
    const uploaded = await okBooking(
      await uploadInvoice(
        id,
        pdfFile({ size: 5 * MB, name: "skan.bin", type: "application/octet-stream" }),
        parties.owner.token,
      ),
    );
    expect(uploaded.invoice_sent_by_owner).toBe(true);
    const res = await getInvoice(id, "owner", parties.organizer.token);
    expect((await res.arrayBuffer()).byteLength).toBe(5 * MB);
  });

  it("other users get 404, an admin 403, anonymous 401; nothing is stored", async () => {
    const parties = await createParties();
    const strangers = await createStrangers();
    const booking = await completedBooking(parties, { cost: 0, paid: true });
    const id = booking.request_id;
    for (const user of [strangers.otherOwner, strangers.otherOrganizer]) {
      await expectError(await uploadInvoice(id, pdfFile(), user.token), 404, BOOKING_TEXT.notFound);
    }
    await expectError(await uploadInvoice(id, pdfFile(), strangers.admin.token), 403, TEXT.forbidden);
    const res = await uploadInvoice(id, pdfFile());
    expect(res.status).toBe(401);
    expect(await invoiceKeys(id)).toEqual([]);
    await expectError(
      await uploadInvoice(2_000_000_000, pdfFile(), parties.owner.token),
      404,
      BOOKING_TEXT.notFound,
    );
  });

  it("two uploads at once: one is kept, the other is 409 and its file removed from R2", async () => {
    const parties = await createParties();
    const booking = await completedBooking(parties, { cost: 0, paid: true });
    const id = booking.request_id;
    const responses = await Promise.all(
      [0x31, 0x32].map((fill) => uploadInvoice(id, pdfFile({ size: 64 * 1024, fill }), parties.owner.token)),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const keys = await invoiceKeys(id);
    expect(keys).toHaveLength(1);
    expect((await bookingRow(id)).invoiceOwnerKey).toBe(keys[0]);
  });

  it("the download is private (no caching) and needs a login", async () => {
    const parties = await createParties();
    const booking = await completedBooking(parties, { cost: 0, paid: true });
    await okBooking(await uploadInvoice(booking.request_id, pdfFile(), parties.owner.token));
    const res = await api(`/requests/${booking.request_id}/invoice/owner`, undefined, {
      token: parties.organizer.token,
    });
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    await res.arrayBuffer();
    // The file is not reachable through the public files route.
    const key = (await bookingRow(booking.request_id)).invoiceOwnerKey ?? "";
    expect((await api(`/files/${key}`)).status).not.toBe(200);
  });
});
