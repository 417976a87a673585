/**
 * Events and invitations (SPEC.md §3 "Event", "Invitation", §5 "Create event", §7; DESIGN.md §6).
 *
 * - POST /events (organizers): the event, its invitations and their e-mails in one batch (use case
 *   create-event). 201 with the event as GET /my-events shows it, plus `invited_trucks` and a Polish
 *   `message` saying how many trucks were invited (or that none matched).
 * - GET /events/my-events: one object whose `view` says which list it carries —
 *   organizers: `{ "view": "organizer", "events": OrganizerEventDto[] }` (own events, newest first);
 *   owners: `{ "view": "food_truck_owner", "invitations": ReceivedInvitationDto[] }` (newest first).
 * - POST /events/{eventId}/invite-favourites (beyond SPEC.md, issue 16): the organizer's own event only
 *   (anyone else 404); `{invited_trucks, message}`; use case favourites/invite-favourites.
 * - POST /events/{eventId}/reopen-slot {invitation_id} (beyond SPEC.md, issue 17): the organizer's own
 *   event only (anyone else 404); the slot of an accepted invitation whose booking its owner cancelled is
 *   offered again to matching trucks (else 409); the event as GET /my-events shows it, plus
 *   `invited_trucks` and a Polish `message`; use case events/reopen-slot.
 * - PUT /events/invitations/{invitationId}/respond {response: "accepted" | "rejected"}: the invited
 *   truck's owner only (anyone else 404), while pending (else 409); use case respond-invitation.
 */
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { pathId, validate, validatePath } from "../lib/validate";
import { eventOfOrganizer, invitationForOwner, requireAuth, requireOrganizer } from "../permissions";
import {
  createEventSchema,
  EVENT_TEXTS,
  invitationResponseSchema,
  reopenSlotSchema,
} from "../schemas/events";
import { createEvent } from "../use-cases/events/create-event";
import { organizerEvents, ownerInvitations } from "../use-cases/events/queries";
import { reopenSlot } from "../use-cases/events/reopen-slot";
import { respondToInvitation } from "../use-cases/events/respond-invitation";
import { inviteFavourites } from "../use-cases/favourites/invite-favourites";
import { FAVOURITE_TEXTS } from "../use-cases/favourites/texts";
import { useCaseContext } from "./context";

export const eventsRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .post("/", requireOrganizer(EVENT_TEXTS.organizersOnly), validate("json", createEventSchema), async (c) => {
    return c.json(await createEvent(useCaseContext(c), c.var.user, c.req.valid("json")), 201);
  })

  .get("/my-events", async (c) => {
    const user = c.var.user;
    if (user.userType === "food_truck_owner") {
      return c.json({
        view: "food_truck_owner" as const,
        invitations: await ownerInvitations(c.var.db, user.id),
      });
    }
    return c.json({ view: "organizer" as const, events: await organizerEvents(c.var.db, user.id) });
  })

  // Beyond SPEC.md (issue 16): the organizer's saved trucks invited at once.
  .post(
    "/:eventId/invite-favourites",
    requireOrganizer(FAVOURITE_TEXTS.organizersOnly),
    validatePath({ eventId: pathId }),
    async (c) => {
      const event = await eventOfOrganizer(c.var.db, c.req.valid("param").eventId, c.var.user);
      return c.json(await inviteFavourites(useCaseContext(c), c.var.user, event));
    },
  )

  // Beyond SPEC.md (issue 17): the slot a truck's cancellation left, offered again in one action.
  .post(
    "/:eventId/reopen-slot",
    validatePath({ eventId: pathId }),
    validate("json", reopenSlotSchema),
    async (c) => {
      const event = await eventOfOrganizer(c.var.db, c.req.valid("param").eventId, c.var.user);
      return c.json(
        await reopenSlot(useCaseContext(c), c.var.user, event, c.req.valid("json").invitation_id),
      );
    },
  )

  .put(
    "/invitations/:invitationId/respond",
    validatePath({ invitationId: pathId }),
    validate("json", invitationResponseSchema),
    async (c) => {
      const loaded = await invitationForOwner(c.var.db, c.req.valid("param").invitationId, c.var.user);
      return c.json(await respondToInvitation(useCaseContext(c), loaded, c.req.valid("json").response));
    },
  );
