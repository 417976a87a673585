import { useQuery } from "@tanstack/react-query";
import { Link, useRouterState } from "@tanstack/react-router";
import { usePageTitle } from "../../lib/use-page-title";
import { groupedConversationsQuery } from "./chat-query";
import { ConversationList } from "./conversation-list";
import { ConversationPane } from "./conversation-pane";
import "./chat.css";

declare module "@tanstack/react-router" {
  interface HistoryState {
    /** SPEC.md §2 Chat: the booking the chat was opened from; "back" scrolls the dashboard to it. */
    bookingId?: number;
  }
}

/** Back to the dashboard, to the booking the chat was opened from when there was one. */
function BackLink() {
  const bookingId = useRouterState({ select: (state) => state.location.state.bookingId });
  if (typeof bookingId === "number") {
    return (
      <Link to="/dashboard" state={{ bookingIdToScrollTo: bookingId }} className="btn btn--secondary">
        ← Wróć do rezerwacji
      </Link>
    );
  }
  return (
    <Link to="/dashboard" className="btn btn--secondary">
      ← Panel
    </Link>
  );
}

/**
 * /chat and /chat/{id}: the conversations beside the open one (on a phone, the list until one is open,
 * then the conversation with a way back to the list). Full height, without the site's header and footer.
 */
export function ChatPage({ conversationId }: { conversationId?: number }) {
  usePageTitle("Wiadomości");
  const open = conversationId !== undefined;
  // With no conversation yet, the list says how to start one; "choose one" would contradict it.
  const hasConversations = (useQuery(groupedConversationsQuery).data?.length ?? 0) > 0;
  return (
    <div className={open ? "chat chat--open" : "chat"}>
      <header className="chat__bar">
        <BackLink />
        <h1 className="chat__heading">Wiadomości</h1>
      </header>
      <div className="chat__body">
        <nav className="chat-sidebar" aria-label="Rozmowy">
          <ConversationList openId={conversationId} />
        </nav>
        <div className="chat-main">
          {open ? (
            <>
              <Link to="/chat" className="chat-main__to-list" state={(previous) => previous}>
                ← Wszystkie rozmowy
              </Link>
              <ConversationPane key={conversationId} conversationId={conversationId} />
            </>
          ) : (
            hasConversations && (
              <p className="chat-main__prompt muted">Wybierz rozmowę z listy, aby zobaczyć wiadomości.</p>
            )
          )}
        </div>
      </div>
    </div>
  );
}
