import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { api, unwrap } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { TEXTS } from "../../lib/texts";
import { useAdminList } from "./admin-list";
import type { AdminConversation } from "./admin-queries";
import { AdminTable, type Column } from "./admin-table";
import { ConversationMessagesDialog } from "./conversation-messages-dialog";

/** What the conversation is about: a booking (linked to its admin page) or an event invitation. */
function Subject({ conversation }: { conversation: AdminConversation }) {
  if (conversation.request_id !== null) {
    return (
      <Link to="/admin/booking/$requestId" params={{ requestId: String(conversation.request_id) }}>
        Rezerwacja #{conversation.request_id}
      </Link>
    );
  }
  if (conversation.invitation_id !== null) return <>Zaproszenie #{conversation.invitation_id}</>;
  return <>—</>;
}

/** Conversations, the latest activity first: search by title or a participant's e-mail, read the messages. */
export function ConversationsSection() {
  const [open, setOpen] = useState<AdminConversation>();
  const list = useAdminList<AdminConversation, never, Record<string, string | undefined>>({
    key: ["admin", "conversations"],
    load: (query) => unwrap(api.admin.conversations.$get({ query }), TEXTS.loadFailed),
    filters: {},
  });
  const columns: Column<AdminConversation, never>[] = [
    { header: "Tytuł", cell: (conversation) => conversation.title },
    {
      header: "Uczestnicy",
      cell: (conversation) => conversation.participants.map((participant) => participant.email).join(", "),
    },
    { header: "Dotyczy", cell: (conversation) => <Subject conversation={conversation} /> },
    { header: "Wiadomości", cell: (conversation) => conversation.message_count },
    { header: "Ostatnia aktywność", cell: (conversation) => formatDateTime(conversation.last_activity_at) },
    {
      header: "Akcje",
      cell: (conversation) => (
        <div className="admin-actions">
          <button type="button" className="btn btn--secondary" onClick={() => setOpen(conversation)}>
            Pokaż wiadomości<span className="sr-only"> – {conversation.title}</span>
          </button>
        </div>
      ),
    },
  ];
  return (
    <>
      <AdminTable
        caption="Rozmowy"
        columns={columns}
        list={list}
        rowKey={(conversation) => conversation.conversation_id}
        empty="Brak rozmów spełniających kryteria."
        searchLabel="Szukaj po tytule lub e-mailu uczestnika"
      />
      {open && <ConversationMessagesDialog conversation={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
