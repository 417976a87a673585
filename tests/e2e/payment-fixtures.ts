import type { APIRequestContext } from "@playwright/test";
import {
  apiToken,
  connectPaymentAccount,
  expect,
  partiesWithTruck,
  sendBookingRequest,
  warsawDay,
} from "./helpers";

/**
 * A confirmed booking of a new owner's truck by a new organizer, for which the owner has asked a 500 zł
 * deposit through the API (the organizer has no payment account yet).
 */
export async function depositAsked(request: APIRequestContext, label: string) {
  const { organizer, profileId, name, ownerToken } = await partiesWithTruck(request, label);
  const requestId = await sendBookingRequest(request, organizer, profileId, {
    event_start_date: warsawDay(70),
  });
  const asOwner = { Authorization: `Bearer ${ownerToken}` };
  const accepted = await request.put(`/api/requests/${requestId}/status`, {
    headers: asOwner,
    data: { status: "confirmed" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  // Asking needs the owner's payment account; in test mode connecting makes one that takes payments.
  await connectPaymentAccount(request, ownerToken);
  const asked = await request.post(`/api/requests/${requestId}/request-deposit`, {
    headers: asOwner,
    data: { amount: 500, totalCost: 2000 },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  return { requestId, name, organizer };
}

/**
 * A booking as depositAsked leaves it, with the deposit paid by the organizer in the local test mode
 * after opening the payment (the same server path as Stripe's webhook): status confirmed_deposit_paid.
 */
export async function depositPaid(request: APIRequestContext, label: string) {
  const asked = await depositAsked(request, label);
  const organizerToken = await apiToken(request, asked.organizer);
  await connectPaymentAccount(request, organizerToken);
  const opened = await request.post(`/api/stripe/create-payment-intent/${asked.requestId}`, {
    headers: { Authorization: `Bearer ${organizerToken}` },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const paid = await request.post(`/api/stripe/test-mode/payments/${asked.requestId}`, {
    headers: { Authorization: `Bearer ${organizerToken}` },
    data: { outcome: "succeeded" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return { ...asked, organizerToken };
}

/**
 * A confirmed pitch: the organizer's booking says the truck pays 1 500 zł for its place, and the organizer
 * (with a payment account) has asked the owner for a 200 zł guarantee fee; the owner has an account too.
 */
export async function feeAsked(request: APIRequestContext, label: string) {
  const { owner, organizer, profileId, name, ownerToken } = await partiesWithTruck(request, label);
  const requestId = await sendBookingRequest(request, organizer, profileId, {
    event_start_date: warsawDay(75),
    event_cost: 1500,
  });
  const accepted = await request.put(`/api/requests/${requestId}/status`, {
    headers: { Authorization: `Bearer ${ownerToken}` },
    data: { status: "confirmed" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const organizerToken = await apiToken(request, organizer);
  await connectPaymentAccount(request, organizerToken);
  await connectPaymentAccount(request, ownerToken);
  const asked = await request.post(`/api/requests/${requestId}/request-fee`, {
    headers: { Authorization: `Bearer ${organizerToken}` },
    data: { amount: 200 },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  return { requestId, name, owner, organizer };
}
