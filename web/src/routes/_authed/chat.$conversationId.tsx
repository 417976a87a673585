import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../components/coming-soon";

export const Route = createFileRoute("/_authed/chat/$conversationId")({
  component: () => <ComingSoon title="Wiadomości" />,
});
