import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { Alert, Loading } from "../../components/feedback";
import { QueryError } from "../../components/query-error";
import { errorMessage } from "../../lib/api";
import type { ActionReturn } from "./action-return";
import { isPaymentAccountReady, rememberedReturn } from "./payment-account-gate";
import { accountStatusText, asksPrivatePerson, connectLabel, PAYMENT_TEXTS } from "./payment-texts";
import { dashboardLink, openInNewTab, paymentAccountQuery } from "./payments-queries";
import { useConnect } from "./use-connect";
import "./payments.css";

/** My account › Płatności: connect the payment provider's account, open its dashboard, see its state. */
export function PaymentAccountSection({
  user,
  cameFrom,
}: {
  user: { user_type: string; nip: string };
  /** The booking action a payment-account gate sent the user here from (in the address). */
  cameFrom: ActionReturn | null;
}) {
  const queryClient = useQueryClient();
  const account = useQuery(paymentAccountQuery);
  const sectionRef = useRef<HTMLElement>(null);
  // Links here from a refused deposit or payment ("Przejdź do „Moje konto”") end in #payments; the page's
  // data arrives after the router's own hash scroll, so the section brings itself into view.
  useEffect(() => {
    if (window.location.hash === "#payments") sectionRef.current?.scrollIntoView({ block: "start" });
  }, []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: paymentAccountQuery.queryKey });
  const { connect, start, confirm } = useConnect({
    asksPrivatePerson: account.data !== undefined && !account.data.connected && asksPrivatePerson(user),
    onSettled: () => void refresh(),
  });
  const dashboard = useMutation({ mutationFn: () => openInNewTab(dashboardLink) });

  return (
    <section ref={sectionRef} className="card" aria-labelledby="payments">
      <h2 id="payments" className="section-title">
        Płatności
      </h2>
      <p className="muted">
        Zaliczki i opłaty gwarancyjne przyjmujemy przez operatora płatności Stripe. Aby o nie prosić, połącz
        konto płatności; pieniądze trafią na nie 72 godziny po wydarzeniu.
      </p>
      {account.isPending && <Loading text="Sprawdzanie konta płatności..." />}
      {account.isError && (
        <QueryError error={account.error} onRetry={account.refetch} fallback={PAYMENT_TEXTS.statusFailed} />
      )}
      {account.data && (
        <>
          {account.data.test_mode && <Alert kind="info">{PAYMENT_TEXTS.testMode}</Alert>}
          <p role="status">{accountStatusText(account.data)}</p>
          {isPaymentAccountReady(account.data) && <BackToBooking cameFrom={cameFrom} />}
          {connect.isError && (
            <Alert kind="error">{errorMessage(connect.error, PAYMENT_TEXTS.connectFailed)}</Alert>
          )}
          {dashboard.isError && (
            <Alert kind="error">{errorMessage(dashboard.error, PAYMENT_TEXTS.dashboardFailed)}</Alert>
          )}
          {confirm ?? (
            <div className="payments-actions">
              <button type="button" className="btn" disabled={connect.isPending} onClick={start}>
                {connect.isPending ? "Łączenie..." : connectLabel(account.data)}
              </button>
              {account.data.details_submitted && (
                <button
                  type="button"
                  className="btn btn--secondary"
                  disabled={dashboard.isPending}
                  onClick={() => dashboard.mutate()}
                >
                  {dashboard.isPending ? "Otwieranie..." : "Otwórz panel płatności"}
                </button>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}

const BACK_LABELS: Record<ActionReturn["action"], string> = {
  request_deposit: "Wróć do rezerwacji i poproś o zaliczkę",
  request_fee: "Wróć do rezerwacji i poproś o opłatę gwarancyjną",
  pay: "Wróć do rezerwacji i zapłać",
};

/**
 * The way back to what the user started before connecting: from the address (the gate's link to My
 * account) or, in the tab the provider sent back here, from what the gate remembered.
 */
function BackToBooking({ cameFrom }: { cameFrom: ActionReturn | null }) {
  const [remembered] = useState(() => (cameFrom ? null : rememberedReturn()));
  const target = cameFrom ?? remembered;
  if (!target) return null;
  return (
    <div className="payments-back">
      <Link className="btn" to="/dashboard" search={{ booking: target.booking, action: target.action }}>
        {BACK_LABELS[target.action]}
      </Link>
    </div>
  );
}
