import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../components/coming-soon";

export const Route = createFileRoute("/_authed/edit-profile/$profileId")({
  component: () => <ComingSoon title="Edycja profilu food trucka" />,
});
