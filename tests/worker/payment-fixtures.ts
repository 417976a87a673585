import { createExecutionContext, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { expect } from "vitest";
import { app } from "../../worker/app";
import { connectedAccounts, payments, payouts, processedWebhookEvents } from "../../worker/db/schema";
import { warsawMidnight } from "../../worker/domain/calendar";
import type { Env } from "../../worker/env";
import {
  type BookingDto,
  confirmedBooking,
  createParties,
  linkPaymentAccounts,
  okBooking,
  type Parties,
  patchBooking,
  requestDeposit,
  requestFee,
} from "./booking-fixtures";
import { api, db, uniqueIp, warsawDayFromToday } from "./helpers";

/** Polish texts of the payment API, copied from the contract (not imported). */
export const PAYMENT_TEXT = {
  payerOnly: "Tę rezerwację opłaca druga strona.",
  notAwaiting: "Ta rezerwacja nie czeka na płatność.",
  payeeNotReady:
    "Druga strona nie ma jeszcze aktywnego konta płatności. Płatność będzie możliwa, gdy je skonfiguruje.",
  alreadyPaid: "Ta rezerwacja została już opłacona.",
  accountRequired: "Najpierw połącz konto płatności w zakładce „Moje konto”.",
  onboardingIncomplete: "Dokończ konfigurację konta płatności, aby otworzyć jego panel.",
  badSignature: "Nieprawidłowy podpis zdarzenia płatności.",
  badPayload: "Nieprawidłowe zdarzenie płatności.",
  unknownPayment: "Nie znaleziono płatności dla tego zdarzenia.",
  misconfigured: "Serwer jest nieprawidłowo skonfigurowany. Skontaktuj się z administratorem.",
} as const;

export const PAYMENT_SUBJECT = {
  receipt: (truck: string) => `Potwierdzenie płatności: ${truck} – Foodtruck Marketplace`,
  received: (truck: string) => `Otrzymano płatność: ${truck} – Foodtruck Marketplace`,
  failed: (truck: string) => `Płatność nie powiodła się: ${truck} – Foodtruck Marketplace`,
} as const;

export const clientSecretSchema = v.strictObject({ clientSecret: v.string(), test_mode: v.boolean() });
export const linkSchema = v.strictObject({ url: v.string(), test_mode: v.boolean() });

/**
 * A confirmed booking (event cost 0) for which the owner asked a 250 zł deposit: the organizer pays. Both
 * parties get connected payment accounts first (asking and paying need them).
 */
export async function awaitingDeposit(parties: Parties): Promise<BookingDto> {
  await linkPaymentAccounts(parties.organizer, parties.owner);
  const booking = await confirmedBooking(parties);
  return okBooking(
    await requestDeposit(booking.request_id, { amount: 250, totalCost: 1000 }, parties.owner.token),
  );
}

/** A confirmed booking costing 1500 zł for which the organizer asked a 200 zł fee: the owner pays (accounts as above). */
export async function awaitingFee(parties: Parties): Promise<BookingDto> {
  await linkPaymentAccounts(parties.organizer, parties.owner);
  const booking = await confirmedBooking(parties, { event_cost: 1500 });
  return okBooking(await requestFee(booking.request_id, { amount: 200 }, parties.organizer.token));
}

export function connectLink(token?: string): Promise<Response> {
  return api("/users/me/stripe-connect-link", {}, token === undefined ? {} : { token });
}

export function createPaymentIntent(requestId: number | string, token?: string): Promise<Response> {
  return api(`/stripe/create-payment-intent/${requestId}`, {}, token === undefined ? {} : { token });
}

export function testModePay(requestId: number, outcome: string, token: string): Promise<Response> {
  return api(`/stripe/test-mode/payments/${requestId}`, { outcome }, { token });
}

export async function paymentOf(requestId: number) {
  return db().query.payments.findFirst({ where: eq(payments.requestId, requestId) });
}

export async function accountStateOf(accountId: string) {
  return db().query.connectedAccounts.findFirst({ where: eq(connectedAccounts.accountId, accountId) });
}

export async function processedEvent(eventId: string) {
  return db().query.processedWebhookEvents.findFirst({ where: eq(processedWebhookEvents.eventId, eventId) });
}

export const STRIPE_SECRET_KEY = "sk_test_fake_routes";
export const WEBHOOK_SECRET = "whsec_routes_test";

/** The test bindings with Stripe configured: the real adapter runs, its HTTP goes to the fake. */
export const stripeEnv: Env = { ...env, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };

/** A call to the app with Stripe configured (test bindings otherwise), through the Worker's real app. */
export function withStripe(
  path: string,
  init: { method?: string; body?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { "CF-Connecting-IP": uniqueIp(), ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined && !headers["Content-Type"]) headers["Content-Type"] = "application/json";
  return Promise.resolve(
    app.request(
      `http://localhost/api${path}`,
      { method: init.method ?? "POST", headers, body: init.body },
      stripeEnv,
      createExecutionContext(),
    ),
  );
}

export interface Paid {
  parties: Parties;
  requestId: number;
}

/**
 * A booking paid in the local test mode (a 250 zł deposit the organizer paid the owner); with
 * `endedDaysAgo`, its event is moved to have ended that many days ago.
 */
export async function paidBooking(endedDaysAgo?: number): Promise<Paid> {
  const parties = await createParties();
  const booking = await awaitingDeposit(parties);
  expect((await createPaymentIntent(booking.request_id, parties.organizer.token)).status).toBe(200);
  expect((await testModePay(booking.request_id, "succeeded", parties.organizer.token)).status).toBe(200);
  if (endedDaysAgo !== undefined) {
    await patchBooking(booking.request_id, {
      eventStartDate: warsawMidnight(warsawDayFromToday(-endedDaysAgo - 1)),
      eventEndDate: warsawMidnight(warsawDayFromToday(-endedDaysAgo)),
    });
  }
  return { parties, requestId: booking.request_id };
}

export async function payoutOf(requestId: number) {
  return db().query.payouts.findFirst({ where: eq(payouts.requestId, requestId) });
}
