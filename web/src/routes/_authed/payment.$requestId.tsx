import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../components/coming-soon";

export const Route = createFileRoute("/_authed/payment/$requestId")({
  component: () => <ComingSoon title="Opłać rezerwację" />,
});
