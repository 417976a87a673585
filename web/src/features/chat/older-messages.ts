import { CHAT_LIMITS } from "@shared/schemas/chat";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { api, unwrap } from "../../lib/api";
import { CHAT_TEXTS, type ChatMessage } from "./chat-query";

interface Older {
  conversationId: number;
  messages: ChatMessage[];
  /** Whether the last page came full, so there may be more before it. */
  more: boolean;
}

/**
 * Pages of messages older than the newest ones the conversation opens with (GET ?before=<oldest id>),
 * kept apart from the live cache, which a refetch replaces with the newest page again.
 */
export function useOlderMessages(conversationId: number, newest: readonly ChatMessage[]) {
  const [older, setOlder] = useState<Older>();
  const mine = older?.conversationId === conversationId ? older : undefined;
  const oldestId = (mine?.messages[0] ?? newest.find((message) => message.id > 0))?.id;
  const more = mine
    ? mine.more
    : newest.filter((message) => message.id > 0).length >= CHAT_LIMITS.messagesPerPage;

  const load = useMutation({
    mutationFn: (before: number) =>
      unwrap(
        api.conversations[":id"].$get({
          param: { id: String(conversationId) },
          query: { before: String(before) },
        }),
        CHAT_TEXTS.loadFailed,
      ),
    onSuccess: (page) =>
      setOlder({
        conversationId,
        messages: [...page.messages, ...(mine?.messages ?? [])],
        more: page.messages.length >= CHAT_LIMITS.messagesPerPage,
      }),
  });

  return {
    messages: mine?.messages ?? [],
    more: more && oldestId !== undefined,
    loading: load.isPending,
    failed: load.isError,
    loadMore: () => {
      if (oldestId !== undefined && !load.isPending) load.mutate(oldestId);
    },
  };
}
