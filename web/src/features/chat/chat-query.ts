import { polishPlural } from "@shared/domain/plural";
import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { ApiRequestError, api, unwrap } from "../../lib/api";
import { offlineState } from "../../lib/offline";

/** SPEC.md §8 chat texts. */
export const CHAT_TEXTS = {
  loadFailed: "Nie udało się pobrać rozmowy.",
  sendFailed: "Wysłanie wiadomości nie powiodło się.",
  startFailed: "Nie można rozpocząć czatu.",
  startEventFailed: "Nie można rozpocząć czatu o zaproszenie.",
} as const;

export type ConversationGroup = InferResponseType<(typeof api.conversations.grouped)["$get"], 200>[number];
export type Conversation = ConversationGroup["conversations"][number];
export type OpenedConversation = InferResponseType<(typeof api.conversations)[":id"]["$get"], 200>;
export type ChatMessage = OpenedConversation["messages"][number];

/**
 * The sidebar's groups. SPEC.md §8: a failed list is only logged (the sidebar says it is empty). Offline
 * with no saved copy (issue 36) it fails instead: "no conversations yet" would be untrue there.
 */
export const groupedConversationsQuery = queryOptions({
  queryKey: ["conversations", "grouped"],
  queryFn: async () => {
    try {
      return await unwrap(api.conversations.grouped.$get(), CHAT_TEXTS.loadFailed);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 0 && !offlineState().online) throw error;
      console.error("conversation list failed", error);
      return [];
    }
  },
});

export const conversationQuery = (conversationId: number) =>
  queryOptions({
    queryKey: ["conversations", conversationId],
    queryFn: () =>
      unwrap(
        api.conversations[":id"].$get({ param: { id: String(conversationId) }, query: {} }),
        CHAT_TEXTS.loadFailed,
      ),
  });

/** "1 nieprzeczytana", "3 nieprzeczytane", "5 nieprzeczytanych": what a badge says in words. */
export function unreadLabel(count: number): string {
  return `${count} ${polishPlural(count, "nieprzeczytana", "nieprzeczytane", "nieprzeczytanych")}`;
}

/** Unread messages over all conversations (the nav's badge). */
export const unreadQuery = queryOptions({
  queryKey: ["conversations", "unread"],
  queryFn: () => unwrap(api.conversations.unread.$get(), CHAT_TEXTS.loadFailed),
});
