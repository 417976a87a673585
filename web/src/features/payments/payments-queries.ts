import { queryOptions } from "@tanstack/react-query";
import { ApiRequestError, api, unwrap } from "../../lib/api";
import { TEXTS } from "../../lib/texts";
import { PAYMENT_TEXTS } from "./payment-texts";

export const paymentAccountQuery = queryOptions({
  queryKey: ["payments", "account"],
  queryFn: () => unwrap(api.stripe.account.$get(), PAYMENT_TEXTS.statusFailed),
});

/** The booking's one PaymentIntent (the server creates it on first call and returns it again after). */
export function paymentIntentQuery(requestId: string) {
  return queryOptions({
    queryKey: ["payments", "intent", requestId],
    queryFn: () =>
      unwrap(
        api.stripe["create-payment-intent"][":requestId"].$post({ param: { requestId } }),
        PAYMENT_TEXTS.startFailed,
      ),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function connectLink() {
  return unwrap(api.users.me["stripe-connect-link"].$post(), PAYMENT_TEXTS.connectFailed);
}

export function dashboardLink() {
  return unwrap(api.stripe["create-dashboard-link"].$post(), PAYMENT_TEXTS.dashboardFailed);
}

export function testModePayment(requestId: string, outcome: "succeeded" | "failed") {
  return unwrap(
    api.stripe["test-mode"].payments[":requestId"].$post({ param: { requestId }, json: { outcome } }),
    PAYMENT_TEXTS.unexpected,
  );
}

/**
 * Opens the provider's page in a new tab (SPEC.md §7). The tab is opened at the click, before the link
 * arrives, so popup blockers let it through; it is closed again if the link never comes.
 */
export async function openInNewTab(getUrl: () => Promise<{ url: string }>): Promise<void> {
  const tab = window.open("", "_blank");
  try {
    const { url } = await getUrl();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** A paid booking's receipt (GET /api/requests/{id}/receipt, issue 34). */
export function receiptQuery(requestId: string) {
  return queryOptions({
    queryKey: ["payments", "receipt", requestId],
    queryFn: () => unwrap(api.requests[":id"].receipt.$get({ param: { id: requestId } }), TEXTS.loadFailed),
    // Not yet paid (409) or not the user's (404): asking again gives the same answer.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
  });
}
