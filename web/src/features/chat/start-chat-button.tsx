import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Alert } from "../../components/feedback";
import { api, errorMessage, unwrap } from "../../lib/api";
import { CHAT_TEXTS } from "./chat-query";

type ChatSubject = { requestId: number } | { invitationId: number };

/**
 * "Czat": opens the conversation about a booking or an invitation (the server makes it the first time).
 * From a booking, the chat's back button returns to that booking on the dashboard.
 */
export function StartChatButton({ subject, label }: { subject: ChatSubject; label: string }) {
  const navigate = useNavigate();
  const byBooking = "requestId" in subject;
  const start = useMutation({
    mutationFn: () =>
      byBooking
        ? unwrap(
            api.conversations.initiate.booking.$post({ json: { requestId: subject.requestId } }),
            CHAT_TEXTS.startFailed,
          )
        : unwrap(
            api.conversations.initiate.event.$post({ json: { invitationId: subject.invitationId } }),
            CHAT_TEXTS.startEventFailed,
          ),
    onSuccess: ({ conversation_id }) =>
      navigate({
        to: "/chat/$conversationId",
        params: { conversationId: conversation_id },
        state: byBooking ? { bookingId: subject.requestId } : {},
      }),
  });
  return (
    <>
      {start.isError && (
        <Alert kind="error">
          {errorMessage(start.error, byBooking ? CHAT_TEXTS.startFailed : CHAT_TEXTS.startEventFailed)}
        </Alert>
      )}
      <button
        type="button"
        className="btn btn--secondary"
        disabled={start.isPending}
        aria-label={`Czat: ${label}`}
        onClick={() => start.mutate()}
      >
        {start.isPending ? "Otwieranie czatu..." : "Czat"}
      </button>
    </>
  );
}
