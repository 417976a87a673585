import { problemReportSchema } from "@shared/schemas/bookings";
import { useMutation } from "@tanstack/react-query";
import { TextAreaField } from "../../../components/text-area-field";
import { api, unwrap } from "../../../lib/api";
import { useFormFields } from "../../../lib/use-form-fields";
import { reportMoneyText } from "../../payments/money-texts";
import { ACTION_ERRORS, ActionForm, type ActionModalProps, bookingParam } from "./action-form";

const REPORT_DESCRIPTION =
  "Opisz, co się stało. Zgłoszenie trafi do administratora, a automatyczne rozliczenia tej rezerwacji zostaną wstrzymane do czasu rozstrzygnięcia sprawy.";

/** "Zgłoś problem": a description of at least 10 characters; the booking goes to the admin. */
export function ReportProblemModal({ booking, onClose, onDone }: ActionModalProps) {
  const form = useFormFields({ description: "" });
  const report = useMutation({
    mutationFn: () =>
      unwrap(
        api.requests[":id"]["report-problem"].$post({
          param: bookingParam(booking),
          json: { description: form.values.description.trim() },
        }),
        ACTION_ERRORS.problem,
      ),
    onSuccess: () => onDone("Zgłoszenie zostało wysłane. Administrator zajmie się sprawą."),
  });
  return (
    <ActionForm
      booking={booking}
      formRef={form.formRef}
      title="Zgłoś problem"
      description={`${REPORT_DESCRIPTION} ${reportMoneyText(booking)}`}
      onClose={onClose}
      mutation={report}
      fallback={ACTION_ERRORS.problem}
      onSubmit={() => form.validate(problemReportSchema) && report.mutate()}
      submitText="Wyślij zgłoszenie"
      busyText="Wysyłanie..."
    >
      <TextAreaField
        label="Opis problemu"
        rows={5}
        maxLength={5000}
        hint="Co najmniej 10 znaków."
        disabled={report.isPending}
        {...form.bind("description")}
      />
    </ActionForm>
  );
}
