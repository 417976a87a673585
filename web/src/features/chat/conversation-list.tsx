import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { errorMessage } from "../../lib/api";
import { useSession } from "../../lib/session";
import {
  CHAT_TEXTS,
  type Conversation,
  type ConversationGroup,
  groupedConversationsQuery,
  unreadLabel,
} from "./chat-query";
import { lastMessageLine, listTime } from "./conversation-summary";

/** The newest message's time and words under the name; unread ones in bold, their count said in words. */
function LastMessage({ conversation, myId }: { conversation: Conversation; myId: number | undefined }) {
  const last = conversation.last_message;
  return (
    <>
      {last && (
        <time className="chat-link__time" dateTime={new Date(last.created_at * 1000).toISOString()}>
          {listTime(last.created_at, Date.now() / 1000)}
        </time>
      )}
      <span className="chat-link__last">
        {last
          ? lastMessageLine(last.text, last.sender_id !== null && last.sender_id === myId)
          : "Nie ma jeszcze wiadomości"}
      </span>
      {conversation.unread_count > 0 && (
        <span className="chat-link__badge">
          <span aria-hidden="true">{conversation.unread_count}</span>
          <span className="sr-only">{unreadLabel(conversation.unread_count)}</span>
        </span>
      )}
    </>
  );
}

function Group({
  group,
  openId,
  myId,
}: {
  group: ConversationGroup;
  openId: number | undefined;
  myId: number | undefined;
}) {
  // SPEC.md §2 Chat: every group is open at first.
  const [expanded, setExpanded] = useState(true);
  const listId = `chat-group-${group.group_id}`;
  return (
    <li className="chat-group">
      <button
        type="button"
        className="chat-group__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        <span aria-hidden="true" className="chat-group__chevron">
          {expanded ? "▾" : "▸"}
        </span>
        {group.group_name}
      </button>
      <ul id={listId} className="chat-group__list" hidden={!expanded}>
        {group.conversations.map((conversation) => (
          <li key={conversation.conversation_id}>
            <Link
              to="/chat/$conversationId"
              params={{ conversationId: conversation.conversation_id }}
              className={conversation.unread_count > 0 ? "chat-link chat-link--unread" : "chat-link"}
              aria-current={conversation.conversation_id === openId ? "page" : undefined}
              state={(previous) => previous}
            >
              <span className="chat-link__name">{conversation.other_participant_name}</span>
              {/* A booking's group already carries its title; an event's lists each truck's conversation. */}
              {conversation.title !== group.group_name && (
                <span className="chat-link__title">{conversation.title}</span>
              )}
              <LastMessage conversation={conversation} myId={myId} />
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The sidebar: conversations grouped by booking or event, the open one highlighted. */
export function ConversationList({ openId }: { openId: number | undefined }) {
  const groups = useQuery(groupedConversationsQuery);
  const myId = useSession().user?.user_id;
  if (groups.isPending) return <p className="muted chat-sidebar__note">Wczytywanie rozmów...</p>;
  // Only offline does the list fail (chat-query.ts): back online, it loads again by itself.
  if (groups.isError) {
    return <p className="muted chat-sidebar__note">{errorMessage(groups.error, CHAT_TEXTS.loadFailed)}</p>;
  }
  const list = groups.data ?? [];
  if (list.length === 0) {
    return (
      <p className="muted chat-sidebar__note">
        Nie masz jeszcze rozmów. Rozmowę zaczniesz przyciskiem „Czat” przy rezerwacji lub zaproszeniu w
        panelu.
      </p>
    );
  }
  return (
    <ul className="chat-groups">
      {list.map((group) => (
        <Group key={group.group_id} group={group} openId={openId} myId={myId} />
      ))}
    </ul>
  );
}
