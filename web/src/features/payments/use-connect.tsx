import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { InlineConfirm } from "../../components/inline-confirm";
import { PAYMENT_TEXTS } from "./payment-texts";
import { connectLink, openInNewTab } from "./payments-queries";

interface ConnectOptions {
  /** An organizer without a NIP is asked first whether to register as a private person (SPEC.md §5). */
  asksPrivatePerson: boolean;
  /** Runs at the click, before the provider's tab opens. */
  beforeOpen?: () => void;
  onOpened?: () => void;
  onSettled?: () => void;
}

/**
 * Connecting the payment account, from My account or a payment-account gate: the provider opens in a new
 * tab, after the private-person question where it applies. `confirm` is that question, to show in place
 * of the buttons while it is asked.
 */
export function useConnect({ asksPrivatePerson, beforeOpen, onOpened, onSettled }: ConnectOptions) {
  const [confirmingPrivate, setConfirmingPrivate] = useState(false);
  const connect = useMutation({
    mutationFn: () => {
      beforeOpen?.();
      return openInNewTab(connectLink);
    },
    ...(onOpened ? { onSuccess: onOpened } : {}),
    ...(onSettled ? { onSettled } : {}),
  });
  const start = () => (asksPrivatePerson ? setConfirmingPrivate(true) : connect.mutate());
  const confirm = confirmingPrivate ? (
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
  ) : null;
  return { connect, start, confirm };
}
