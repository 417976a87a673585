import { createFileRoute } from "@tanstack/react-router";
import { ReceiptPage } from "../../features/payments/receipt-page";

export const Route = createFileRoute("/_authed/receipt/$requestId")({
  component: function ReceiptRoute() {
    return <ReceiptPage requestId={Route.useParams().requestId} />;
  },
});
