import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../components/coming-soon";

export const Route = createFileRoute("/_authed/profile/$profileId/availability")({
  component: () => <ComingSoon title="Zarządzaj dostępnością" />,
});
