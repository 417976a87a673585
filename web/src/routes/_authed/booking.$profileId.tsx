import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../components/coming-soon";

export const Route = createFileRoute("/_authed/booking/$profileId")({
  component: () => <ComingSoon title="Rezerwacja food trucka" />,
});
