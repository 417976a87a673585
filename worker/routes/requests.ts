import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../app-env";
import { PROPOSAL_ANSWERS, RESCHEDULE_REFUSALS } from "../domain/reschedule";
import { nowSeconds } from "../lib/time";
import { pathId, validate, validatePath } from "../lib/validate";
import {
  bookingForOrganizer,
  bookingForParty,
  bookingForPartyOnly,
  requireAuth,
  requireOrganizer,
} from "../permissions";
import {
  createBookingSchema,
  depositRequestSchema,
  feeRequestSchema,
  problemReportSchema,
  replacementSchema,
  statusChangeSchema,
} from "../schemas/bookings";
import { rescheduleSchema } from "../schemas/reschedule";
import { createBookingRequest } from "../use-cases/bookings/create-request";
import { invoiceFile, uploadInvoice } from "../use-cases/bookings/invoices";
import { bookingsOf } from "../use-cases/bookings/queries";
import { REPLACEMENT_TEXTS, replacementTrucks, requestReplacement } from "../use-cases/bookings/replacements";
import { answerProposal, proposeReschedule } from "../use-cases/bookings/reschedule";
import { REQUEST_TEXTS } from "../use-cases/bookings/texts";
import {
  answerRequest,
  cancelBooking,
  reportProblem,
  requestDeposit,
  requestFee,
} from "../use-cases/bookings/transitions";
import { bookingCalendar } from "../use-cases/calendar/booking-calendar";
import { paymentReceipt } from "../use-cases/payments/receipt";
import { calendarResponse } from "./calendar-response";
import { useCaseContext } from "./context";

const idPath = validatePath({ id: pathId });

/** Booking requests (SPEC.md §7 "Events and bookings"): every route loads the booking once, for a party. */
export const requestsRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .post(
    "/",
    requireOrganizer(REQUEST_TEXTS.organizersOnly),
    validate("json", createBookingSchema),
    async (c) => {
      return c.json(await createBookingRequest(useCaseContext(c), c.var.user, c.req.valid("json")), 201);
    },
  )

  .get("/my-bookings", async (c) => {
    return c.json(await bookingsOf(c.var.db, c.var.user, nowSeconds()));
  })

  .put("/:id/status", idPath, validate("json", statusChangeSchema), async (c) => {
    const target = await bookingForParty(c.var.db, c.req.valid("param").id, c.var.user);
    const accept = c.req.valid("json").status === "confirmed";
    return c.json(await answerRequest(useCaseContext(c), target, accept));
  })

  .put("/:id/cancel", idPath, async (c) => {
    const target = await bookingForParty(c.var.db, c.req.valid("param").id, c.var.user);
    return c.json(await cancelBooking(useCaseContext(c), target));
  })

  .post("/:id/report-problem", idPath, validate("json", problemReportSchema), async (c) => {
    const target = await bookingForParty(c.var.db, c.req.valid("param").id, c.var.user);
    const { description } = c.req.valid("json");
    return c.json(await reportProblem(useCaseContext(c), target, c.var.user.id, description));
  })

  .post("/:id/request-deposit", idPath, validate("json", depositRequestSchema), async (c) => {
    const target = await bookingForParty(c.var.db, c.req.valid("param").id, c.var.user);
    return c.json(await requestDeposit(useCaseContext(c), target, c.req.valid("json")));
  })

  .post("/:id/request-fee", idPath, validate("json", feeRequestSchema), async (c) => {
    const target = await bookingForParty(c.var.db, c.req.valid("param").id, c.var.user);
    return c.json(await requestFee(useCaseContext(c), target, c.req.valid("json").amount));
  })

  .post("/:id/upload-invoice", idPath, async (c) => {
    const target = await bookingForParty(c.var.db, c.req.valid("param").id, c.var.user);
    const readFile = async () => (await c.req.parseBody()).invoice;
    return c.json(await uploadInvoice(useCaseContext(c), target, readFile));
  })

  // Beyond SPEC.md (issue 17): after an owner's cancellation, other trucks for the same days, and a request
  // to one of them with the same details (the organizer only).
  .get("/:id/replacements", idPath, async (c) => {
    const id = c.req.valid("param").id;
    const loaded = await bookingForOrganizer(c.var.db, id, c.var.user, REPLACEMENT_TEXTS.organizerOnly);
    return c.json(await replacementTrucks(c.var.db, loaded.booking));
  })

  .post("/:id/replacement", idPath, validate("json", replacementSchema), async (c) => {
    const id = c.req.valid("param").id;
    const loaded = await bookingForOrganizer(c.var.db, id, c.var.user, REPLACEMENT_TEXTS.organizerOnly);
    const booking = await requestReplacement(
      useCaseContext(c),
      c.var.user,
      loaded.booking,
      c.req.valid("json").profile_id,
    );
    return c.json(booking, 201);
  })

  // Beyond SPEC.md (issue 17): either party proposes new dates; the other accepts or declines, the proposer
  // may withdraw. Each answers with the booking as the acting party sees it.
  .post("/:id/reschedule", idPath, validate("json", rescheduleSchema), async (c) => {
    const id = c.req.valid("param").id;
    const target = await bookingForPartyOnly(c.var.db, id, c.var.user, RESCHEDULE_REFUSALS.partiesOnly);
    return c.json(await proposeReschedule(useCaseContext(c), target, c.var.user.id, c.req.valid("json")));
  })

  .post(
    "/:id/reschedule/:proposalId/:answer",
    validatePath({ id: pathId, proposalId: pathId, answer: v.picklist(PROPOSAL_ANSWERS) }),
    async (c) => {
      const { id, proposalId, answer } = c.req.valid("param");
      const target = await bookingForPartyOnly(c.var.db, id, c.var.user, RESCHEDULE_REFUSALS.partiesOnly);
      return c.json(await answerProposal(useCaseContext(c), target, c.var.user.id, proposalId, answer));
    },
  )

  // Beyond SPEC.md (issue 34): what was paid, when, by whom to whom; for either party or an admin.
  .get("/:id/receipt", idPath, async (c) => {
    const target = await bookingForParty(c.var.db, c.req.valid("param").id, c.var.user);
    return c.json(await paymentReceipt(c.var.db, target));
  })

  // Beyond SPEC.md (issue 17): the booking as an .ics file, for either party.
  .get("/:id/calendar.ics", idPath, async (c) => {
    const { loaded } = await bookingForParty(c.var.db, c.req.valid("param").id, c.var.user);
    return calendarResponse(bookingCalendar(loaded, c.env.APP_URL), {
      filename: `rezerwacja-${loaded.booking.id}.ics`,
    });
  })

  .get(
    "/:id/invoice/:side",
    validatePath({ id: pathId, side: v.picklist(["organizer", "owner"]) }),
    async (c) => {
      const { id, side } = c.req.valid("param");
      const target = await bookingForParty(c.var.db, id, c.var.user);
      const object = await invoiceFile(useCaseContext(c), target, side);
      return new Response(object.body, {
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="faktura-${id}-${side}.pdf"`,
          "Cache-Control": "private, no-store",
        },
      });
    },
  );
