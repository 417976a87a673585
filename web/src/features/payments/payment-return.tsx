import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import * as v from "valibot";
import { myBookingsQuery } from "../bookings/bookings-query";
import { PAYMENT_TEXTS } from "./payment-texts";

/**
 * What the dashboard reads of Stripe's return URL ({origin}/dashboard?payment_intent=…&redirect_status=…):
 * the outcome. The rest (the intent and its client secret) is dropped from the address.
 */
export const paymentReturnSearch = v.object({ redirect_status: v.optional(v.string()) });

const RETURN_NOTICES = new Map([
  ["succeeded", PAYMENT_TEXTS.returnedPaid],
  ["processing", PAYMENT_TEXTS.returnedProcessing],
  ["failed", PAYMENT_TEXTS.returnedFailed],
]);

/** Stripe's webhook marks the booking paid a moment after the payer is back: the list asks again then. */
const REFETCH_AFTER_MS = 3000;

/**
 * Back from Stripe's redirect: the dashboard says how the payment went (as a one-time notice, with the
 * client secret gone from the address bar and history) and reloads the bookings once the webhook had time.
 */
export function usePaymentReturn(status: string | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const notice = status === undefined ? undefined : RETURN_NOTICES.get(status);
    if (!notice) return;
    void navigate({ to: "/dashboard", search: {}, replace: true, state: { notice } });
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: myBookingsQuery.queryKey }),
      REFETCH_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [status, navigate, queryClient]);
}
