import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { type FormEvent, useEffect, useState } from "react";
import { Alert } from "../../components/feedback";
import { confirmErrorMessage, PAYMENT_TEXTS } from "./payment-texts";

// Loaded with this module only (the payment page imports it lazily): Stripe.js comes from Stripe's host
// on this page and nowhere else. One promise per publishable key, as Stripe asks; null when Stripe.js could
// not be loaded (blocked, offline), and then forgotten, so that coming back to the page tries again.
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey, { locale: "pl" }).catch(() => {
      stripes.delete(publishableKey);
      return null;
    });
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

function PayButtonForm() {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    setMessage(null);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/dashboard` },
    });
    // Reached only when Stripe could not redirect: the payment did not go through.
    setMessage(confirmErrorMessage(error));
    setProcessing(false);
  }

  return (
    <form className="payment-page__form" onSubmit={(event) => void submit(event)}>
      <PaymentElement
        options={{ layout: "tabs" }}
        onReady={() => setReady(true)}
        onLoadError={() => setMessage(PAYMENT_TEXTS.startFailed)}
      />
      {message && <Alert kind="error">{message}</Alert>}
      <button type="submit" className="btn" disabled={!stripe || !elements || !ready || processing}>
        {processing ? "Przetwarzanie..." : "Zapłać"}
      </button>
    </form>
  );
}

/** Stripe's Payment Element for the booking's PaymentIntent (card, BLIK, Przelewy24), in Polish. */
export default function StripePaymentForm({
  clientSecret,
  publishableKey,
}: {
  clientSecret: string;
  publishableKey: string;
}) {
  // Asked once per visit of the page: a failed load is tried again only when the page is opened again.
  const [stripe] = useState(() => stripeFor(publishableKey));
  // Without Stripe.js the form could never become ready: say so (SPEC.md §8) instead of a dead button.
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => {
      if (current && !loaded) setUnavailable(true);
    });
    return () => {
      current = false;
    };
  }, [stripe]);
  if (unavailable) return <Alert kind="error">{PAYMENT_TEXTS.startFailed}</Alert>;
  return (
    <Elements stripe={stripe} options={{ clientSecret, locale: "pl" }}>
      <PayButtonForm />
    </Elements>
  );
}
