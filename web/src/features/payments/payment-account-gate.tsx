import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import * as v from "valibot";
import { Alert, Loading } from "../../components/feedback";
import { Modal } from "../../components/modal";
import { QueryError } from "../../components/query-error";
import { errorMessage } from "../../lib/api";
import { myProfileQuery } from "../account/use-profile";
import { type ActionReturn, GATED_ACTIONS, type GatedAction } from "./action-return";
import { asksPrivatePerson, connectLabel, PAYMENT_TEXTS, type PaymentAccountState } from "./payment-texts";
import { paymentAccountQuery } from "./payments-queries";
import { useConnect } from "./use-connect";

const WHY: Record<GatedAction, string> = {
  request_deposit:
    "Aby poprosić o zaliczkę, połącz najpierw konto płatności: na nie trafi wpłata organizatora.",
  request_fee:
    "Aby poprosić o opłatę gwarancyjną, połącz najpierw konto płatności: na nie trafi wpłata właściciela food trucka.",
  pay: "Płatności w serwisie wymagają połączonego konta płatności u operatora Stripe, także gdy to Ty płacisz.",
};

const UNFINISHED =
  "Konto płatności jest połączone, ale jego konfiguracja u operatora Stripe nie jest dokończona.";

const AFTER_CONNECT: Record<GatedAction, string> = {
  request_deposit: "formularz prośby o zaliczkę otworzy się tutaj sam",
  request_fee: "formularz prośby o opłatę gwarancyjną otworzy się tutaj sam",
  pay: "przejdziesz stąd od razu do płatności",
};

/** A tab back from the provider finds here what the user was doing (My account offers the way back). */
const RETURN_KEY = "payments:return-to";
const RETURN_FOR_MS = 2 * 60 * 60 * 1000;

function rememberReturn(target: ActionReturn): void {
  try {
    localStorage.setItem(RETURN_KEY, JSON.stringify({ ...target, at: Date.now() }));
  } catch {
    // Storage may be off (private mode): the tab that started still reopens the action itself.
  }
}

const storedReturn = v.object({ booking: v.number(), action: v.picklist(GATED_ACTIONS), at: v.number() });

/** The action a recent connect started from, if any (read by My account after the provider's return). */
export function rememberedReturn(): ActionReturn | null {
  try {
    const raw = localStorage.getItem(RETURN_KEY);
    if (!raw) return null;
    const parsed = v.safeParse(storedReturn, JSON.parse(raw));
    if (!parsed.success || Date.now() - parsed.output.at > RETURN_FOR_MS) return null;
    return { booking: parsed.output.booking, action: parsed.output.action };
  } catch {
    return null;
  }
}

export function isPaymentAccountReady(account: PaymentAccountState | undefined): boolean {
  return Boolean(account?.connected && account.charges_enabled);
}

interface GateProps {
  target: ActionReturn;
  onClose: () => void;
  /** Shown once the account takes payments: the form, or a step that goes on to the payment page. */
  children: ReactNode;
}

/**
 * SPEC.md §5's confirm dialog, before any form: without a payment account able to take payments, the
 * user can connect it from here (the provider opens in a new tab) or go to My account. While they are
 * away the account is asked about again, and once it is ready the form they started opens here.
 */
export function PaymentAccountGate({ target, onClose, children }: GateProps) {
  const [connecting, setConnecting] = useState(false);
  const account = useQuery({
    ...paymentAccountQuery,
    refetchInterval: connecting ? 3000 : false,
    refetchOnWindowFocus: true,
  });
  if (isPaymentAccountReady(account.data)) return children;
  if (account.isPending) {
    return (
      <Modal title="Konto płatności" onClose={onClose}>
        <Loading text="Sprawdzanie konta płatności..." />
      </Modal>
    );
  }
  if (account.isError) {
    return (
      <Modal title="Konto płatności" onClose={onClose}>
        <QueryError error={account.error} onRetry={account.refetch} fallback={PAYMENT_TEXTS.statusFailed} />
      </Modal>
    );
  }
  return (
    <GateDialog
      target={target}
      account={account.data}
      connecting={connecting}
      onConnecting={() => setConnecting(true)}
      onClose={onClose}
    />
  );
}

function GateDialog({
  target,
  account,
  connecting,
  onConnecting,
  onClose,
}: {
  target: ActionReturn;
  account: PaymentAccountState;
  connecting: boolean;
  onConnecting: () => void;
  onClose: () => void;
}) {
  const profile = useQuery(myProfileQuery);
  const { connect, start, confirm } = useConnect({
    asksPrivatePerson: !account.connected && profile.data !== undefined && asksPrivatePerson(profile.data),
    beforeOpen: () => rememberReturn(target),
    onOpened: onConnecting,
  });
  const description = account.connected ? `${UNFINISHED} ${WHY[target.action]}` : WHY[target.action];

  return (
    <Modal title="Konto płatności" description={description} onClose={onClose} busy={connect.isPending}>
      {connecting && (
        <p role="status" className="payments-gate__waiting">
          Otworzyliśmy stronę operatora płatności w nowej karcie. Gdy skończysz konfigurację, wróć tutaj:{" "}
          {AFTER_CONNECT[target.action]}.
        </p>
      )}
      {connect.isError && (
        <Alert kind="error">{errorMessage(connect.error, PAYMENT_TEXTS.connectFailed)}</Alert>
      )}
      {confirm ?? (
        <div className="modal__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Anuluj
          </button>
          <Link
            to="/my-account"
            search={{ booking: target.booking, action: target.action }}
            hash="payments"
            className="btn btn--secondary"
          >
            Przejdź do „Moje konto”
          </Link>
          <button type="button" className="btn" disabled={connect.isPending} onClick={start}>
            {connect.isPending ? "Łączenie..." : connectLabel(account)}
          </button>
        </div>
      )}
    </Modal>
  );
}
