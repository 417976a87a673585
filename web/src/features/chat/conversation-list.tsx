import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { type ConversationGroup, groupedConversationsQuery, unreadLabel } from "./chat-query";

function Group({ group, openId }: { group: ConversationGroup; openId: number | undefined }) {
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
              className="chat-link"
              aria-current={conversation.conversation_id === openId ? "page" : undefined}
              state={(previous) => previous}
            >
              <span className="chat-link__name">{conversation.other_participant_name}</span>
              {/* A booking's group already carries its title; an event's lists each truck's conversation. */}
              {conversation.title !== group.group_name && (
                <span className="chat-link__title">{conversation.title}</span>
              )}
              {conversation.unread_count > 0 && (
                <span className="chat-link__badge">
                  <span aria-hidden="true">{conversation.unread_count}</span>
                  <span className="sr-only">{unreadLabel(conversation.unread_count)}</span>
                </span>
              )}
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
  if (groups.isPending) return <p className="muted chat-sidebar__note">Wczytywanie rozmów...</p>;
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
        <Group key={group.group_id} group={group} openId={openId} />
      ))}
    </ul>
  );
}
