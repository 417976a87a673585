import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../components/coming-soon";

export const Route = createFileRoute("/_authed/create-profile")({
  component: () => <ComingSoon title="Nowy profil food trucka" />,
});
