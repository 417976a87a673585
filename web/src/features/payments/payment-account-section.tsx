import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Alert, Loading } from "../../components/feedback";
import { InlineConfirm } from "../../components/inline-confirm";
import { QueryError } from "../../components/query-error";
import { errorMessage } from "../../lib/api";
import { accountStatusText, asksPrivatePerson, connectLabel, PAYMENT_TEXTS } from "./payment-texts";
import { connectLink, dashboardLink, paymentAccountQuery } from "./payments-queries";
import "./payments.css";

/**
 * Opens the provider's page in a new tab (SPEC.md §7). The tab is opened at the click, before the link
 * arrives, so popup blockers let it through; it is closed again if the link never comes.
 */
async function openInNewTab(getUrl: () => Promise<{ url: string }>): Promise<void> {
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

/** My account › Płatności: connect the payment provider's account, open its dashboard, see its state. */
export function PaymentAccountSection({ user }: { user: { user_type: string; nip: string } }) {
  const queryClient = useQueryClient();
  const account = useQuery(paymentAccountQuery);
  const [confirmingPrivate, setConfirmingPrivate] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  // Links here from a refused deposit or payment ("Przejdź do Moje konto") end in #payments; the page's
  // data arrives after the router's own hash scroll, so the section brings itself into view.
  useEffect(() => {
    if (window.location.hash === "#payments") sectionRef.current?.scrollIntoView({ block: "start" });
  }, []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: paymentAccountQuery.queryKey });
  const connect = useMutation({ mutationFn: () => openInNewTab(connectLink), onSettled: refresh });
  const dashboard = useMutation({ mutationFn: () => openInNewTab(dashboardLink) });

  function startConnecting() {
    if (account.data && !account.data.connected && asksPrivatePerson(user)) setConfirmingPrivate(true);
    else connect.mutate();
  }

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
          {connect.isError && (
            <Alert kind="error">{errorMessage(connect.error, PAYMENT_TEXTS.connectFailed)}</Alert>
          )}
          {dashboard.isError && (
            <Alert kind="error">{errorMessage(dashboard.error, PAYMENT_TEXTS.dashboardFailed)}</Alert>
          )}
          {confirmingPrivate ? (
            <InlineConfirm
              question={PAYMENT_TEXTS.privatePerson}
              confirmText="Tak, kontynuuj"
              busyText="Łączenie..."
              busy={connect.isPending}
              onConfirm={() => {
                setConfirmingPrivate(false);
                connect.mutate();
              }}
              onCancel={() => setConfirmingPrivate(false)}
            />
          ) : (
            <div className="payments-actions">
              <button type="button" className="btn" disabled={connect.isPending} onClick={startConnecting}>
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
