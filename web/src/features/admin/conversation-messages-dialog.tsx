import { useQuery } from "@tanstack/react-query";
import { Loading } from "../../components/feedback";
import { Modal } from "../../components/modal";
import { QueryError } from "../../components/query-error";
import { api, unwrap } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import type { AdminConversation } from "./admin-queries";
import { ADMIN_ALERTS } from "./texts";

/** Messages of a deleted account keep their text; the sender is gone (SPEC.md: "Użytkownik usunięty"). */
const DELETED_SENDER = "Użytkownik usunięty";

/** "Pokaż wiadomości": every message of one conversation, oldest first, read as it is (never marked read). */
export function ConversationMessagesDialog({
  conversation,
  onClose,
}: {
  conversation: Pick<AdminConversation, "conversation_id" | "title" | "participants">;
  onClose: () => void;
}) {
  const id = String(conversation.conversation_id);
  const messages = useQuery({
    queryKey: ["admin", "conversation-messages", id],
    queryFn: () =>
      unwrap(api.admin.conversations[":id"].messages.$get({ param: { id } }), ADMIN_ALERTS.messages),
  });
  return (
    <Modal
      title={conversation.title}
      onClose={onClose}
      description={conversation.participants.map((participant) => participant.email).join(", ")}
    >
      {messages.isPending && <Loading text="Wczytywanie wiadomości..." />}
      {messages.isError && (
        <QueryError error={messages.error} onRetry={messages.refetch} fallback={ADMIN_ALERTS.messages} />
      )}
      {messages.data && messages.data.messages.length === 0 && (
        <p className="muted">Ta rozmowa nie ma jeszcze wiadomości.</p>
      )}
      {messages.data && messages.data.messages.length > 0 && (
        <ol className="admin-messages" aria-label="Wiadomości">
          {messages.data.messages.map((message) => (
            <li key={message.id} className="admin-messages__item">
              <p className="admin-messages__meta">
                <strong>{message.sender_email ?? DELETED_SENDER}</strong>{" "}
                <time dateTime={new Date(message.created_at * 1000).toISOString()}>
                  {formatDateTime(message.created_at)}
                </time>
              </p>
              <p className="admin-messages__text">{message.message_content}</p>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
