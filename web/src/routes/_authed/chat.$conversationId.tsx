import { createFileRoute, notFound } from "@tanstack/react-router";
import { ChatPage } from "../../features/chat/chat-page";

export const Route = createFileRoute("/_authed/chat/$conversationId")({
  params: {
    parse: ({ conversationId }) => {
      if (!/^\d{1,10}$/.test(conversationId)) throw notFound();
      return { conversationId: Number(conversationId) };
    },
    stringify: ({ conversationId }) => ({ conversationId: String(conversationId) }),
  },
  component: ConversationRoute,
});

function ConversationRoute() {
  const { conversationId } = Route.useParams();
  return <ChatPage conversationId={conversationId} />;
}
