import { and, eq, type SQL, sql } from "drizzle-orm";
import { alias, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { formParams, verifyTwilioSignature } from "./adapters/voice-twilio";
import type { AppEnv, SessionClaims, UserRow } from "./app-env";
import type { Db } from "./db/client";
import {
  conversationParticipants,
  events,
  profiles,
  revokedSessions,
  spentSocketTickets,
  users,
} from "./db/schema";
import { payerSide } from "./domain/booking-machine";
import { ApiError, MESSAGES } from "./lib/errors";
import { pathId } from "./lib/validate";
import { EVENT_TEXTS } from "./schemas/events";
import { PROFILE_TEXTS } from "./schemas/profiles";
import { type AppTokenClaims, verifyAppToken, verifySocketTicket } from "./use-cases/accounts/app-token";
import { type LoadedBooking, loadBooking, partyOf } from "./use-cases/bookings/queries";
import { REQUEST_TEXTS } from "./use-cases/bookings/texts";
import type { BookingTarget } from "./use-cases/bookings/transitions";
import { type ConversationDto, conversationFor } from "./use-cases/chat/conversation-queries";
import { CHAT_TEXTS } from "./use-cases/chat/texts";
import { type EventRow, type LoadedInvitation, loadInvitation } from "./use-cases/events/queries";
import type { PayerTarget } from "./use-cases/payments/start-payment";
import { PAYMENT_TEXTS } from "./use-cases/payments/texts";
import { requireTwilio } from "./use-cases/voice/twilio-config";

/**
 * The one place that turns a bearer token into a user and its session; every guarded route goes through
 * here. A token is dead when its signature or expiry fails, its version is old (password change, "log
 * out everywhere") or its id was revoked by logout; the user and the deny list are read in one query.
 */
export async function sessionFromBearer(
  env: AppEnv["Bindings"],
  db: Db,
  header: string | undefined,
): Promise<{ user: UserRow; session: SessionClaims }> {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw new ApiError(401, MESSAGES.unauthorized);
  return sessionOf(db, await verifyAppToken(env, match[1]));
}

/**
 * The session a socket ticket (`?ticket=`) belongs to, checked as a bearer token is. The ticket is spent on
 * the way: it opens one socket, and a second try with it (from a log or a proxy) is 401.
 */
export async function sessionFromSocketTicket(
  env: AppEnv["Bindings"],
  db: Db,
  ticket: string,
): Promise<{ user: UserRow; session: SessionClaims }> {
  const claims = await verifySocketTicket(env, ticket);
  if (!claims) throw new ApiError(401, MESSAGES.sessionExpired);
  const spent = await db
    .insert(spentSocketTickets)
    .values({ ticketId: claims.tid, expiresAt: claims.exp })
    .onConflictDoNothing()
    .returning({ ticketId: spentSocketTickets.ticketId });
  if (spent.length === 0) throw new ApiError(401, MESSAGES.unauthorized);
  return sessionOf(db, claims);
}

/** The user of verified claims, while their session is alive: not logged out, version current, not blocked. */
async function sessionOf(
  db: Db,
  claims: AppTokenClaims | null,
): Promise<{ user: UserRow; session: SessionClaims }> {
  if (!claims) throw new ApiError(401, MESSAGES.sessionExpired);
  const user = await liveSessionUser(db, {
    userId: Number(claims.sub),
    sessionId: claims.jti,
    tokenVersion: claims.ver,
  });
  return { user, session: { jti: claims.jti, expiresAt: claims.exp } };
}

/** A session as the hubs know it: whose, its id, and the token version it was signed with. */
export interface SessionRef {
  userId: number;
  sessionId: string;
  tokenVersion: number;
}

/**
 * The user of a session that is alive: not logged out, its version current (no password change or "log
 * out everywhere" since), not blocked; 401 or 403 otherwise. The user and the deny list in one query.
 */
async function liveSessionUser(db: Db, session: SessionRef): Promise<UserRow> {
  const found = await db.query.users.findFirst({
    where: eq(users.id, session.userId),
    extras: {
      revoked:
        sql<number>`EXISTS (SELECT 1 FROM ${revokedSessions} WHERE ${revokedSessions.jti} = ${session.sessionId})`.as(
          "revoked",
        ),
    },
  });
  if (!found || found.revoked || found.tokenVersion !== session.tokenVersion) {
    throw new ApiError(401, MESSAGES.sessionExpired);
  }
  const { revoked: _revoked, ...user } = found;
  assertNotBlocked(user);
  return user;
}

/**
 * Whether a socket's session is still alive, asked by its hub once the socket is in: a session that ended
 * between the socket door's check and the hub taking the socket closes it there (party/hub-socket.ts).
 */
export async function isSessionAlive(db: Db, session: SessionRef): Promise<boolean> {
  try {
    await liveSessionUser(db, session);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

export function assertNotBlocked(user: UserRow): void {
  if (user.isBlocked) throw new ApiError(403, MESSAGES.blocked);
}

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const { user, session } = await sessionFromBearer(c.env, c.var.db, c.req.header("Authorization"));
  c.set("user", user);
  c.set("session", session);
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const { user, session } = await sessionFromBearer(c.env, c.var.db, c.req.header("Authorization"));
  if (user.role !== "admin") throw new ApiError(403, MESSAGES.forbidden);
  c.set("user", user);
  c.set("session", session);
  await next();
});

/** Organizers create events and booking requests (SPEC.md §6). */
export function requireOrganizer(message: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.user.userType !== "organizer") throw new ApiError(403, message);
    await next();
  });
}

/** The event if `user` organizes it; for anyone else it does not exist (404). */
export async function eventOfOrganizer(db: Db, id: number, user: UserRow): Promise<EventRow> {
  const event = await db.query.events.findFirst({ where: eq(events.id, id) });
  if (!event || event.organizerId !== user.id) throw new ApiError(404, MESSAGES.notFound);
  return event;
}

/**
 * The booking if `user` is one of its parties (or an admin), loaded once for the whole request; for anyone
 * else it does not exist (404).
 */
export async function bookingForParty(db: Db, id: number, user: UserRow): Promise<BookingTarget> {
  const loaded = await loadBooking(db, id, user.id);
  const party = loaded ? partyOf(loaded.booking, user) : null;
  if (!loaded || !party) throw new ApiError(404, REQUEST_TEXTS.notFound);
  return { loaded, party };
}

/** The booking if `user` is one of its two parties: admins get 403 with `message`, anyone else 404. */
export async function bookingForPartyOnly(
  db: Db,
  id: number,
  user: UserRow,
  message: string,
): Promise<BookingTarget & { party: "organizer" | "owner" }> {
  const { loaded, party } = await bookingForParty(db, id, user);
  if (party === "admin") throw new ApiError(403, message);
  return { loaded, party };
}

/** The booking if `user` is its organizer: its owner and admins get 403 with `message`, anyone else 404. */
export async function bookingForOrganizer(
  db: Db,
  id: number,
  user: UserRow,
  message: string,
): Promise<LoadedBooking> {
  const { loaded, party } = await bookingForParty(db, id, user);
  if (party !== "organizer") throw new ApiError(403, message);
  return loaded;
}

/**
 * The booking if `user` is the party who pays it: the organizer a deposit the owner asks for, the owner a
 * guarantee fee the organizer asks for (fixed by the event cost when the booking is made). Strangers get
 * 404, the other party and admins 403 — whatever the booking's status.
 */
export async function bookingForPayer(db: Db, id: number, user: UserRow): Promise<PayerTarget> {
  const { loaded, party } = await bookingForParty(db, id, user);
  const payer = payerSide(loaded.booking);
  if (party === "admin") throw new ApiError(403, MESSAGES.forbidden);
  if (party !== payer) throw new ApiError(403, PAYMENT_TEXTS.payerOnly);
  return { loaded, party: payer };
}

/** An invitation only the invited truck's owner may see and answer; for anyone else it does not exist. */
export async function invitationForOwner(
  db: Db,
  invitationId: number,
  user: UserRow,
): Promise<LoadedInvitation> {
  const loaded = await loadInvitation(db, invitationId);
  if (!loaded || loaded.invitation.ownerId !== user.id)
    throw new ApiError(404, EVENT_TEXTS.invitationNotFound);
  return loaded;
}

/**
 * An invitation its two sides may talk about: the event's organizer and the invited truck's owner.
 * For anyone else it does not exist (404).
 */
export async function invitationForParty(
  db: Db,
  invitationId: number,
  user: UserRow,
): Promise<LoadedInvitation> {
  const loaded = await loadInvitation(db, invitationId);
  if (!loaded || (loaded.invitation.ownerId !== user.id && loaded.organizer.id !== user.id)) {
    throw new ApiError(404, EVENT_TEXTS.invitationNotFound);
  }
  return loaded;
}

/**
 * Who may be in a conversation, the one rule for every door to it: its participants. It decides the HTTP
 * routes (conversationForParticipant), its live room (the socket door, routes/parties.ts) and calls between
 * two users on either transport (callableConversation). Admins read conversations through the admin panel
 * only; a blocked user never gets this far (their session ends first). `side` is the participants table or
 * an alias of it.
 */
function takesPart(
  side: { conversationId: SQLiteColumn; userId: SQLiteColumn },
  userId: number,
  conversationId?: number | SQLiteColumn,
): SQL | undefined {
  return and(
    eq(side.userId, userId),
    conversationId === undefined ? undefined : eq(side.conversationId, conversationId),
  );
}

/** Whether `userId` may be in the conversation (its messages, its live room). */
export async function isConversationParticipant(
  db: Db,
  conversationId: number,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(takesPart(conversationParticipants, userId, conversationId))
    .limit(1);
  return row !== undefined;
}

/** A conversation only its participants see (admins read conversations through the admin panel). */
export async function conversationForParticipant(
  db: Db,
  conversationId: number,
  user: UserRow,
): Promise<ConversationDto> {
  const [allowed, conversation] = await Promise.all([
    isConversationParticipant(db, conversationId, user.id),
    conversationFor(db, conversationId, user.id),
  ]);
  if (!allowed || !conversation) throw new ApiError(404, CHAT_TEXTS.notFound);
  return conversation;
}

const caller = alias(users, "caller");
const callee = alias(users, "callee");
const callerSide = alias(conversationParticipants, "caller_side");
const calleeSide = alias(conversationParticipants, "callee_side");

/**
 * The conversation through which `callerId` may call `calleeId` (browser to browser or through Twilio):
 * the oldest one both take part in, while both accounts exist and neither is blocked (a Twilio token
 * outlives a block by up to ten minutes). null when they may not talk.
 */
export async function callableConversation(
  db: Db,
  callerId: number,
  calleeId: number,
): Promise<number | null> {
  if (callerId === calleeId) return null;
  const [row] = await db
    .select({ id: callerSide.conversationId })
    .from(callerSide)
    .innerJoin(calleeSide, takesPart(calleeSide, calleeId, callerSide.conversationId))
    .innerJoin(caller, and(eq(caller.id, callerId), eq(caller.isBlocked, false)))
    .innerJoin(callee, and(eq(callee.id, calleeId), eq(callee.isBlocked, false)))
    .where(takesPart(callerSide, callerId))
    .orderBy(callerSide.conversationId)
    .limit(1);
  return row?.id ?? null;
}

/** Owners create profiles (SPEC.md §6). */
export function assertOwner(user: UserRow): void {
  if (user.userType !== "food_truck_owner" && user.role !== "admin") {
    throw new ApiError(403, "Tylko właściciele food trucków mogą dodawać profile.");
  }
}

/** A profile the user may change: their own, or (unless refused) any for an admin. 404 when it does not exist. */
export async function loadEditableProfile(
  db: Db,
  user: UserRow,
  profileId: number,
  options: { allowAdmin: boolean } = { allowAdmin: true },
) {
  const profile = await db.query.profiles.findFirst({ where: eq(profiles.id, profileId) });
  if (!profile) throw new ApiError(404, PROFILE_TEXTS.notFound);
  const adminMayEdit = options.allowAdmin && user.role === "admin";
  if (profile.userId !== user.id && !adminMayEdit) throw new ApiError(403, MESSAGES.forbidden);
  return profile;
}

/**
 * Middleware: the caller may change the truck of the path's `:id`. It runs before the body is read or its
 * fields checked, so a wrong actor hears 403 (404 for no such truck) whatever they sent, even a body that
 * is not one, and nobody learns from the answers what the truck holds.
 */
function requireEditableTruck(options: { allowAdmin: boolean }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const id = v.safeParse(pathId, c.req.param("id"));
    if (!id.success) throw new ApiError(404, PROFILE_TEXTS.notFound);
    await loadEditableProfile(c.var.db, c.var.user, id.output, options);
    await next();
  });
}

/** Its owner only: an admin too is refused, a calendar is its owner's own. */
export const requireOwnTruck = requireEditableTruck({ allowAdmin: false });

/** Its owner, or an admin (who may already edit any profile and remove its photos). */
export const requireTruckEditor = requireEditableTruck({ allowAdmin: true });

/**
 * A Twilio webhook's form fields (the first value of each), once its X-Twilio-Signature proves Twilio
 * sent them with our auth token: the signature is the only credential these calls carry. Twilio signs
 * the URL it called, which is the one the Worker sees or, behind a proxy or tunnel, the same path on
 * APP_URL. 404 without Twilio, 503 with a partial configuration, 403 for a missing or wrong signature.
 */
export async function signedTwilioParams(
  env: AppEnv["Bindings"],
  request: { url: string; body: string; signature: string | undefined },
): Promise<Record<string, string>> {
  const { authToken } = requireTwilio(env);
  const seen = new URL(request.url);
  const urls = [request.url, new URL(`${seen.pathname}${seen.search}`, env.APP_URL).href];
  const params = formParams(request.body);
  if (!(await verifyTwilioSignature(authToken, request.signature, urls, params))) {
    throw new ApiError(403, MESSAGES.forbidden);
  }
  return Object.fromEntries([...params].map(([name, values]) => [name, values[0] ?? ""]));
}
