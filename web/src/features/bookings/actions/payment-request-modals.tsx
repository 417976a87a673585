import { depositRequestSchema, feeRequestSchema } from "@shared/schemas/bookings";
import { useMutation } from "@tanstack/react-query";
import { Field } from "../../../components/form-field";
import { api, unwrap } from "../../../lib/api";
import { useFormFields } from "../../../lib/use-form-fields";
import { needsPaymentAccount, PaymentAccountDialog } from "../../payments/payment-account-needed";
import { ACTION_ERRORS, ActionForm, type ActionModalProps, bookingParam } from "./action-form";

/** An amount in złoty, as the spec's inputs take it (min 1, any grosze). */
const AMOUNT_INPUT = { type: "number", inputMode: "decimal", min: 1, step: "0.01" } as const;

/** Owner, event cost 0: asks the organizer for a deposit out of the total cost. */
export function DepositModal({ booking, onClose, onDone }: ActionModalProps) {
  const form = useFormFields({ amount: "", totalCost: "" });
  const { values } = form;
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
  });
  if (needsPaymentAccount(request.error))
    return <PaymentAccountDialog error={request.error} onClose={onClose} />;
  const bind = (name: "amount" | "totalCost") => ({
    ...AMOUNT_INPUT,
    ...form.bind(name),
    disabled: request.isPending,
  });
  return (
    <ActionForm
      booking={booking}
      formRef={form.formRef}
      title="Poproś o zaliczkę"
      description="Koszt wydarzenia wynosi 0 zł, więc możesz poprosić organizatora o zaliczkę. Organizator opłaci ją kartą w serwisie."
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
        <Field label="Całkowity koszt usługi (zł)" {...bind("totalCost")} />
      </div>
    </ActionForm>
  );
}

/** Organizer, event cost above 0: asks the owner for a guarantee fee. */
export function FeeModal({ booking, onClose, onDone }: ActionModalProps) {
  const form = useFormFields({ amount: "" });
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
  });
  if (needsPaymentAccount(request.error))
    return <PaymentAccountDialog error={request.error} onClose={onClose} />;
  return (
    <ActionForm
      booking={booking}
      formRef={form.formRef}
      title="Poproś o opłatę gwarancyjną"
      description="Koszt wydarzenia jest wyższy niż 0 zł, więc możesz poprosić właściciela food trucka o opłatę gwarancyjną. Właściciel opłaci ją kartą w serwisie."
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
  );
}
