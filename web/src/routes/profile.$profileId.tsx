import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/coming-soon";

export const Route = createFileRoute("/profile/$profileId")({
  component: () => <ComingSoon title="Profil food trucka" />,
});
