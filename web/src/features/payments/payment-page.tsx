import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { Alert, Loading } from "../../components/feedback";
import { QueryError } from "../../components/query-error";
import { errorMessage } from "../../lib/api";
import { usePageTitle } from "../../lib/use-page-title";
import { myBookingsQuery } from "../bookings/bookings-query";
import { useAppConfig } from "../config/use-app-config";
import { PaymentAccountGate } from "./payment-account-gate";
import { needsPaymentAccount } from "./payment-account-needed";
import { PaymentBookingNotFound, PaymentSummary } from "./payment-summary";
import { PAYMENT_TEXTS } from "./payment-texts";
import { paymentIntentQuery } from "./payments-queries";
import { TestModePaymentForm } from "./test-mode-payment-form";
import "./payments.css";

// Stripe.js and its React bindings load only here, once a client secret arrived (SPEC.md §4).
const StripePaymentForm = lazy(() => import("./stripe-payment-form"));

/** Once the gate sees the account ready, the refused payment is asked for again (the form then shows). */
function AskAgain({ retry }: { retry: () => unknown }) {
  useEffect(() => {
    retry();
  }, [retry]);
  return null;
}

/**
 * /payment/{requestId} (SPEC.md §2): the payer pays the booking's deposit or guarantee fee. Above the
 * provider's form, the booking from the dashboard's list says what the money is for (issue 34).
 */
export function PaymentPage({ requestId }: { requestId: string }) {
  usePageTitle("Opłać rezerwację");
  const intent = useQuery(paymentIntentQuery(requestId));
  const bookings = useQuery(myBookingsQuery);
  const booking = bookings.data?.find((candidate) => String(candidate.request_id) === requestId);
  const config = useAppConfig();
  const publishableKey = config?.stripe_publishable_key;
  const [dismissed, setDismissed] = useState(false);
  // Not one of the user's bookings: the server refuses the payment too; one message says it.
  if (bookings.isSuccess && !booking) {
    return (
      <div className="medium">
        <h1 className="page-title">Opłać rezerwację</h1>
        <PaymentBookingNotFound />
      </div>
    );
  }
  return (
    <div className="medium payment-page">
      <h1 className="page-title">Opłać rezerwację</h1>
      {bookings.isPending && <Loading text="Wczytywanie rezerwacji..." />}
      {bookings.isError && <QueryError error={bookings.error} onRetry={() => bookings.refetch()} />}
      {booking && <PaymentSummary booking={booking} />}
      <p className="muted">{PAYMENT_TEXTS.secureNote}</p>
      {intent.isPending && <Loading text="Przygotowywanie płatności..." />}
      {intent.isError && <Alert kind="error">{errorMessage(intent.error, PAYMENT_TEXTS.startFailed)}</Alert>}
      {needsPaymentAccount(intent.error) && (
        <>
          <p>
            <Link to="/my-account" search={{ booking: Number(requestId), action: "pay" }} hash="payments">
              Przejdź do „Moje konto”
            </Link>
          </p>
          {!dismissed && (
            <PaymentAccountGate
              target={{ booking: Number(requestId), action: "pay" }}
              onClose={() => setDismissed(true)}
            >
              <AskAgain retry={intent.refetch} />
            </PaymentAccountGate>
          )}
        </>
      )}
      {intent.data?.test_mode && <TestModePaymentForm requestId={requestId} />}
      {intent.data &&
        !intent.data.test_mode &&
        (publishableKey ? (
          <Suspense fallback={<Loading text="Wczytywanie formularza płatności..." />}>
            <StripePaymentForm clientSecret={intent.data.clientSecret} publishableKey={publishableKey} />
          </Suspense>
        ) : (
          config && <Alert kind="error">{PAYMENT_TEXTS.startFailed}</Alert>
        ))}
    </div>
  );
}
