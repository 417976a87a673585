import { CHAT_LIMITS } from "@shared/schemas/chat";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Alert, Loading } from "../../components/feedback";
import { api, errorMessage, unwrap } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { useSession } from "../../lib/session";
import { CallButton } from "../voice/call-button";
import { useCallState } from "../voice/call-store";
import { CHAT_TEXTS, type ChatMessage, conversationQuery, type OpenedConversation } from "./chat-query";
import { useOlderMessages } from "./older-messages";
import { openPartySocket } from "./realtime-socket";

/** Near the length limit the field shows how much is used (the browser stops typing at the limit). */
const COUNTER_FROM = CHAT_LIMITS.maxMessageLength - 200;

/** Optimistic messages get negative ids until the server answers with the stored one. */
let nextPendingId = -1;

function withMessage(data: OpenedConversation | undefined, message: ChatMessage) {
  if (!data || data.messages.some((m) => m.id === message.id)) return data;
  return { ...data, messages: [...data.messages, message] };
}

/**
 * A message of this conversation from its room. The user's own message can come back this way before the
 * answer to its POST: it then takes the place of the one shown while sending, never a second copy.
 */
function withLiveMessage(
  data: OpenedConversation | undefined,
  message: ChatMessage,
  myId: number | undefined,
) {
  if (!data || message.sender_id !== myId) return withMessage(data, message);
  const pending = data.messages.find((m) => m.id < 0 && m.message_content === message.message_content);
  if (!pending || data.messages.some((m) => m.id === message.id)) return withMessage(data, message);
  return { ...data, messages: data.messages.map((m) => (m === pending ? message : m)) };
}

/** New messages of this conversation while it is open (its ConversationRoom), merged into the cache. */
function useLiveMessages(conversationId: number, loaded: boolean) {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  const myId = user?.user_id;
  useEffect(() => {
    // Not for a conversation the server refused (not found, not a participant): its room would refuse too.
    if (!token || !loaded) return;
    const socket = openPartySocket({
      party: "conversation-room",
      room: String(conversationId),
      // Messages sent while this socket was down (a network blip, a sleeping laptop) come with a refetch.
      onOpen: () =>
        void queryClient.invalidateQueries({ queryKey: conversationQuery(conversationId).queryKey }),
      onEvent: (event) => {
        if (event.type !== "new_message" || event.conversationId !== String(conversationId)) return;
        queryClient.setQueryData(conversationQuery(conversationId).queryKey, (data) =>
          withLiveMessage(data, event.message, myId),
        );
      },
    });
    return () => socket.close();
  }, [conversationId, token, myId, queryClient, loaded]);
}

/** Tells the server what the user has seen: the newest stored message once it is on screen. */
function useMarkRead(conversationId: number, messages: readonly ChatMessage[] | undefined) {
  const queryClient = useQueryClient();
  const newest = messages?.findLast((message) => message.id > 0)?.id;
  useEffect(() => {
    if (newest === undefined) return;
    void unwrap(
      api.conversations[":id"].read.$put({
        param: { id: String(conversationId) },
        json: { message_id: newest },
      }),
      CHAT_TEXTS.loadFailed,
    )
      .then(() => queryClient.invalidateQueries({ queryKey: ["conversations", "grouped"] }))
      .then(() => queryClient.invalidateQueries({ queryKey: ["conversations", "unread"] }))
      .catch((error: unknown) => console.error("marking messages read failed", error));
  }, [conversationId, newest, queryClient]);
}

function MessageList({ conversation, myId }: { conversation: OpenedConversation; myId: number }) {
  const end = useRef<HTMLLIElement>(null);
  const older = useOlderMessages(conversation.details.conversation_id, conversation.messages);
  const messages = [...older.messages, ...conversation.messages];
  const newestId = conversation.messages.at(-1)?.id;
  const call = useCallState();
  // The call banner floats bottom right over the newest messages: while it shows, the list ends with room
  // for it, and scrolls there so the last message stays readable above it.
  const bannerShown = call.status !== "idle" || call.error !== undefined;
  // Scrolled to the end when a message arrives (or is sent) or the banner comes and goes, not when older
  // ones are loaded above.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever these change.
  useEffect(() => end.current?.scrollIntoView({ block: "end" }), [newestId, bannerShown]);
  if (messages.length === 0) {
    return <p className="muted chat-pane__empty">Nie ma jeszcze wiadomości. Napisz pierwszą.</p>;
  }
  return (
    <ol className="chat-messages" aria-label="Wiadomości">
      {(older.more || older.failed) && (
        <li className="chat-messages__older">
          {older.failed && <Alert kind="error">{CHAT_TEXTS.loadFailed}</Alert>}
          <button
            type="button"
            className="btn btn--secondary"
            disabled={older.loading}
            onClick={older.loadMore}
          >
            {older.loading ? "Wczytywanie..." : "Wcześniejsze wiadomości"}
          </button>
        </li>
      )}
      {messages.map((message) => {
        const mine = message.sender_id === myId;
        return (
          <li key={message.id} className={mine ? "chat-message chat-message--mine" : "chat-message"}>
            <span className="chat-message__meta">
              {mine ? "Ty" : conversation.details.other_participant_name} ·{" "}
              {message.id < 0 ? "wysyłanie…" : formatDateTime(message.created_at)}
            </span>
            <span className="chat-message__text">{message.message_content}</span>
          </li>
        );
      })}
      <li
        ref={end}
        className={bannerShown ? "chat-messages__end chat-messages__end--banner" : "chat-messages__end"}
        aria-hidden="true"
      />
    </ol>
  );
}

function Composer({ conversationId, myId }: { conversationId: number; myId: number }) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [failure, setFailure] = useState("");
  const inputId = useId();
  const key = conversationQuery(conversationId).queryKey;

  const send = useMutation({
    mutationFn: (content: string) =>
      unwrap(
        api.conversations[":id"].messages.$post({
          param: { id: String(conversationId) },
          json: { message_content: content, senderId: myId },
        }),
        CHAT_TEXTS.sendFailed,
      ),
    onMutate: (content) => {
      setFailure("");
      const pending: ChatMessage = {
        id: nextPendingId,
        message_id: nextPendingId,
        sender_id: myId,
        sender_email: null,
        message_content: content,
        created_at: Math.floor(Date.now() / 1000),
      };
      nextPendingId -= 1;
      queryClient.setQueryData(key, (data) => withMessage(data, pending));
      return { pendingId: pending.id };
    },
    onSuccess: (stored, _content, context) => {
      // The stored message takes its pending copy's place (other pending ones stay where they are); if the
      // room delivered it first, that copy already holds the place.
      queryClient.setQueryData(key, (data) => {
        if (!data) return data;
        const delivered = data.messages.some((m) => m.id === stored.id);
        const messages = delivered
          ? data.messages.filter((m) => m.id !== context.pendingId)
          : data.messages.map((m) => (m.id === context.pendingId ? stored : m));
        return { ...data, messages };
      });
    },
    onError: (error, content, context) => {
      // SPEC.md §2: the message shown at once is removed again, and the text goes back to the field.
      queryClient.setQueryData(key, (data) =>
        data ? { ...data, messages: data.messages.filter((m) => m.id !== context?.pendingId) } : data,
      );
      setText((current) => current || content);
      setFailure(errorMessage(error, CHAT_TEXTS.sendFailed));
    },
  });

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const content = text.trim();
    // SPEC.md §5: an empty or whitespace-only message is not sent.
    if (!content || !token) return;
    // Offline the request would wait for the network with the message shown as sending: say so now.
    if (!navigator.onLine) {
      setFailure(`${CHAT_TEXTS.sendFailed} Brak połączenia z internetem.`);
      return;
    }
    setText("");
    send.mutate(content);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter starts a new line (as in every chat).
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  }

  return (
    <form className="chat-composer" onSubmit={submit}>
      {failure && <Alert kind="error">{failure}</Alert>}
      <label htmlFor={inputId} className="sr-only">
        Wiadomość
      </label>
      <textarea
        id={inputId}
        className="chat-composer__input"
        rows={2}
        maxLength={CHAT_LIMITS.maxMessageLength}
        placeholder="Napisz wiadomość…"
        value={text}
        disabled={!token}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      {text.length > COUNTER_FROM && (
        <p className="chat-composer__count muted" aria-live="polite">
          {text.length}/{CHAT_LIMITS.maxMessageLength} znaków
        </p>
      )}
      <button type="submit" className="btn" disabled={!token || !text.trim()}>
        Wyślij
      </button>
    </form>
  );
}

/** The open conversation: its messages, live, and the field to write the next one. */
export function ConversationPane({ conversationId }: { conversationId: number }) {
  const { user } = useSession();
  const conversation = useQuery(conversationQuery(conversationId));
  useLiveMessages(conversationId, conversation.isSuccess);
  useMarkRead(conversationId, conversation.data?.messages);
  if (conversation.isPending) {
    return (
      <div data-page-focus-wait>
        <Loading text="Wczytywanie rozmowy..." />
      </div>
    );
  }
  if (conversation.isError || !user) {
    return <Alert kind="error">{errorMessage(conversation.error, CHAT_TEXTS.loadFailed)}</Alert>;
  }
  return (
    <section className="chat-pane" aria-labelledby={`chat-title-${conversationId}`}>
      <header className="chat-pane__header">
        <h2 id={`chat-title-${conversationId}`} className="chat-pane__title" data-page-focus>
          {conversation.data.details.other_participant_name}
        </h2>
        <p className="muted chat-pane__subtitle">{conversation.data.details.title}</p>
        {conversation.data.details.other_participant_id !== null && (
          <CallButton
            peerId={conversation.data.details.other_participant_id}
            peerName={conversation.data.details.other_participant_name}
          />
        )}
      </header>
      <MessageList conversation={conversation.data} myId={user.user_id} />
      <Composer conversationId={conversationId} myId={user.user_id} />
    </section>
  );
}
