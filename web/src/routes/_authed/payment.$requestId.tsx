import { createFileRoute } from "@tanstack/react-router";
import { PaymentPage } from "../../features/payments/payment-page";

export const Route = createFileRoute("/_authed/payment/$requestId")({
  component: function PaymentRoute() {
    return <PaymentPage requestId={Route.useParams().requestId} />;
  },
});
