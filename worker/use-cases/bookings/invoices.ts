import { and, eq, isNull } from "drizzle-orm";
import { deleteFiles, putFile } from "../../adapters/storage";
import { bookingRequests } from "../../db/schema";
import { invoiceSide, isCompleted } from "../../domain/booking-machine";
import { isPdf } from "../../domain/file-types";
import { ApiError, MESSAGES } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import { BOOKING_TEXTS, INVOICE_MAX_BYTES } from "../../schemas/bookings";
import type { UseCaseContext } from "../context";
import { type BookingDto, bookingDto, bookingFacts } from "./queries";
import { REQUEST_TEXTS } from "./texts";
import type { BookingTarget } from "./transitions";

/**
 * The payee's invoice for a completed, paid booking (SPEC.md §4: the organizer when the event had a
 * cost, the owner otherwise), once per side. A PDF of at most 5 MB, checked by its bytes.
 */
export async function uploadInvoice(
  ctx: UseCaseContext,
  target: BookingTarget,
  /** Reads the upload, only once the booking may take an invoice. */
  readFile: () => Promise<unknown>,
): Promise<BookingDto> {
  const { db } = ctx;
  const { loaded, party } = target;
  const booking = loaded.booking;
  const facts = bookingFacts(booking);
  const now = nowSeconds();
  // Permission before state: only the payee's side sends the invoice (SPEC.md §4), whatever the status.
  if (party === "admin") throw new ApiError(403, MESSAGES.forbidden);
  if (party !== invoiceSide(facts)) throw new ApiError(403, REQUEST_TEXTS.invoiceOtherSide);
  if (!isCompleted(facts, now) || facts.paymentStatus !== "paid") {
    throw new ApiError(409, REQUEST_TEXTS.invoiceNotAllowed);
  }
  const keyColumn =
    party === "organizer" ? bookingRequests.invoiceOrganizerKey : bookingRequests.invoiceOwnerKey;
  if ((party === "organizer" ? booking.invoiceOrganizerKey : booking.invoiceOwnerKey) !== null) {
    throw new ApiError(409, REQUEST_TEXTS.invoiceSentAlready);
  }
  const file = await readFile();
  if (!(file instanceof File) || file.size === 0 || file.size > INVOICE_MAX_BYTES) {
    throw new ApiError(400, BOOKING_TEXTS.invoice);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isPdf(bytes)) throw new ApiError(400, BOOKING_TEXTS.invoice);
  const key = `invoices/${booking.id}/${party}-${crypto.randomUUID()}.pdf`;
  await putFile(ctx.env, key, bytes, "application/pdf");
  const [updated] = await db
    .update(bookingRequests)
    .set(party === "organizer" ? { invoiceOrganizerKey: key } : { invoiceOwnerKey: key })
    .where(and(eq(bookingRequests.id, booking.id), isNull(keyColumn)))
    .returning();
  if (!updated) {
    await deleteFiles(ctx.env, [key]);
    throw new ApiError(409, REQUEST_TEXTS.invoiceSentAlready);
  }
  return bookingDto({ ...loaded, booking: updated }, party, now);
}

/** A party's (or an admin's) download of one side's invoice. */
export async function invoiceFile(ctx: UseCaseContext, target: BookingTarget, side: "organizer" | "owner") {
  const booking = target.loaded.booking;
  const key = side === "organizer" ? booking.invoiceOrganizerKey : booking.invoiceOwnerKey;
  const object = key ? await ctx.env.FILES.get(key) : null;
  if (!object) throw new ApiError(404, REQUEST_TEXTS.invoiceNotFound);
  return object;
}
