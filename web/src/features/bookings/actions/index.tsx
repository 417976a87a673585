import type { ActionModalProps, ModalAction } from "./action-form";
import { CancelModal } from "./cancel-modal";
import { InvoiceModal } from "./invoice-modal";
import { PayGate } from "./pay-gate";
import { DepositModal, FeeModal } from "./payment-request-modals";
import { ReportProblemModal } from "./report-problem-modal";
import { RescheduleModal } from "./reschedule-modal";
import { ReviewModal } from "./review-modal";

export { ACTION_ERRORS, type ModalAction } from "./action-form";

/** The dialog for one action of one booking. */
export function ActionModal({ action, ...props }: ActionModalProps & { action: ModalAction }) {
  switch (action) {
    case "cancel":
      return <CancelModal {...props} />;
    case "report_problem":
      return <ReportProblemModal {...props} />;
    case "request_deposit":
      return <DepositModal {...props} />;
    case "request_fee":
      return <FeeModal {...props} />;
    case "review":
      return <ReviewModal {...props} />;
    case "upload_invoice":
      return <InvoiceModal {...props} />;
    case "propose_reschedule":
      return <RescheduleModal {...props} />;
    case "pay":
      return <PayGate {...props} />;
  }
}
