import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../components/coming-soon";

export const Route = createFileRoute("/_admin/admin/booking/$requestId")({
  component: () => <ComingSoon title="Szczegóły rezerwacji" />,
});
