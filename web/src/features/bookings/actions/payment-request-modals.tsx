import { estimateText } from "@shared/domain/booking-kind";
import { formatPln } from "@shared/domain/money";
import { depositRequestSchema, feeRequestSchema } from "@shared/schemas/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Field } from "../../../components/form-field";
import { api, unwrap } from "../../../lib/api";
import { useFormFields } from "../../../lib/use-form-fields";
import { PaymentAccountGate } from "../../payments/payment-account-gate";
import { needsPaymentAccount } from "../../payments/payment-account-needed";
import { paymentAccountQuery } from "../../payments/payments-queries";
import { ACTION_ERRORS, ActionForm, type ActionModalProps, bookingParam } from "./action-form";

/** An amount in złoty, as the spec's inputs take it (min 1, any grosze). */
const AMOUNT_INPUT = { type: "number", inputMode: "decimal", min: 1, step: "0.01" } as const;

/**
 * A refusal for a missing payment account (it went away after the gate let the user in): the account is
 * asked about again, and the gate shows over the form, whose values stay.
 */
function useAccountRecheck() {
  const queryClient = useQueryClient();
  return async (error: unknown, reset: () => void) => {
    if (!needsPaymentAccount(error)) return;
    await queryClient.invalidateQueries({ queryKey: paymentAccountQuery.queryKey });
    reset();
  };
}

const AFTER_PAYMENT = "pieniądze trafią do Ciebie 72 godziny po wydarzeniu, jeśli nikt nie zgłosi problemu.";

/** Owner, a hired truck (event cost 0): asks the organizer for a deposit out of the total cost. */
export function DepositModal({ booking, onClose, onDone }: ActionModalProps) {
  const form = useFormFields({ amount: "", totalCost: "" });
  const { values } = form;
  const recheck = useAccountRecheck();
  const request = useMutation({
    mutationFn: () =>
      unwrap(
        api.requests[":id"]["request-deposit"].$post({
          param: bookingParam(booking),
          json: { amount: Number(values.amount), totalCost: Number(values.totalCost) },
        }),
        ACTION_ERRORS.deposit,
      ),
    onSuccess: () => onDone("Prośba o zaliczkę została wysłana do organizatora."),
    onError: (error): void => {
      void recheck(error, () => request.reset());
    },
  });
  const estimate = booking.money.estimate;
  const bind = (name: "amount" | "totalCost") => ({
    ...AMOUNT_INPUT,
    ...form.bind(name),
    disabled: request.isPending,
  });
  return (
    <PaymentAccountGate target={{ booking: booking.request_id, action: "request_deposit" }} onClose={onClose}>
      <ActionForm
        booking={booking}
        formRef={form.formRef}
        title="Poproś o zaliczkę"
        description={`To wynajem food trucka (catering): możesz poprosić organizatora o zaliczkę na poczet całkowitego kosztu usługi. Organizator zapłaci ją w serwisie kartą lub BLIK-iem; ${AFTER_PAYMENT}`}
        onClose={onClose}
        mutation={request}
        fallback={ACTION_ERRORS.deposit}
        onSubmit={() => form.validate(depositRequestSchema) && request.mutate()}
        submitText="Wyślij prośbę"
        busyText="Wysyłanie..."
      >
        <div className="modal__fields">
          <Field
            label="Kwota zaliczki (zł)"
            {...bind("amount")}
            error={form.errors.amount ?? form.errors.form}
          />
          <Field
            label="Całkowity koszt usługi (zł)"
            {...bind("totalCost")}
            {...(estimate
              ? { hint: `${estimateText(estimate)} (goście × cena porcji z Twojego cennika).` }
              : {})}
          />
        </div>
      </ActionForm>
    </PaymentAccountGate>
  );
}

/** Organizer, a pitch (event cost above 0): asks the owner for a guarantee fee. */
export function FeeModal({ booking, onClose, onDone }: ActionModalProps) {
  const form = useFormFields({ amount: "" });
  const recheck = useAccountRecheck();
  const request = useMutation({
    mutationFn: () =>
      unwrap(
        api.requests[":id"]["request-fee"].$post({
          param: bookingParam(booking),
          json: { amount: Number(form.values.amount) },
        }),
        ACTION_ERRORS.fee,
      ),
    onSuccess: () => onDone("Prośba o opłatę gwarancyjną została wysłana do właściciela."),
    onError: (error): void => {
      void recheck(error, () => request.reset());
    },
  });
  return (
    <PaymentAccountGate target={{ booking: booking.request_id, action: "request_fee" }} onClose={onClose}>
      <ActionForm
        booking={booking}
        formRef={form.formRef}
        title="Poproś o opłatę gwarancyjną"
        description={`To stoisko na wydarzeniu: food truck płaci Ci ${formatPln(booking.event_cost ?? 0)} za stoisko. Możesz poprosić właściciela food trucka o opłatę gwarancyjną; zapłaci ją w serwisie kartą lub BLIK-iem, a ${AFTER_PAYMENT}`}
        onClose={onClose}
        mutation={request}
        fallback={ACTION_ERRORS.fee}
        onSubmit={() => form.validate(feeRequestSchema) && request.mutate()}
        submitText="Wyślij prośbę"
        busyText="Wysyłanie..."
      >
        <Field
          label="Kwota opłaty gwarancyjnej (zł)"
          {...AMOUNT_INPUT}
          {...form.bind("amount")}
          disabled={request.isPending}
        />
      </ActionForm>
    </PaymentAccountGate>
  );
}
