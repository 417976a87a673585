import { Link, useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { CallBanner } from "../voice/call-banner";
import { useRealtimeEvents, useUserHubConnection } from "./realtime";
import "./realtime-notices.css";

/** SPEC.md §9: how long each transient message stays. */
const SHOWN_MS = { popup: 8000, recipientNotified: 7000, callUnavailable: 8000 } as const;
const DEFAULT_TITLE = "Nowe powiadomienie";

interface Popup {
  title: string;
  body: string;
  conversationId?: string;
}

/**
 * Shows `value` until `ms` have passed since it was last set, or until dismissed. While `held` (pointer or
 * keyboard on it) the time does not run, and it starts again when let go (WCAG 2.2.1: time to read it).
 */
function useTransient<T>(ms: number, held = false) {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (value === null || held) return;
    const timer = setTimeout(() => setValue(null), ms);
    return () => clearTimeout(timer);
  }, [value, ms, held]);
  return [value, setValue] as const;
}

/** Whether the pointer or the keyboard is on the element the returned handlers are spread onto. */
function useHeld() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
  // An element removed under the pointer (clicked away) never gets its mouseleave: start clean.
  const release = () => {
    setHovered(false);
    setFocused(false);
  };
  return { held: hovered || focused, handlers, release };
}

function Banner({ text, onClose }: { text: string; onClose: () => void }) {
  return (
    <div className="live-banner" role="status">
      <p>{text}</p>
      <button type="button" className="live-banner__close" aria-label="Zamknij komunikat" onClick={onClose}>
        ×
      </button>
    </div>
  );
}

/**
 * The signed-in user's live notices (SPEC.md §2 Layout): the new-message pop-up (bottom right, links to the
 * conversation, closes on click) and the two dismissible banners. A message for the conversation on screen
 * needs no pop-up: it appears in the conversation itself.
 */
export function RealtimeNotices() {
  useUserHubConnection();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const hold = useHeld();
  const [popup, setPopup] = useTransient<Popup>(SHOWN_MS.popup, hold.held);
  const { release } = hold;
  useEffect(() => {
    if (popup === null) release();
  }, [popup, release]);
  const [notified, setNotified] = useTransient<string>(SHOWN_MS.recipientNotified);
  const [unavailable, setUnavailable] = useTransient<string>(SHOWN_MS.callUnavailable);

  useRealtimeEvents((event) => {
    if (event.type === "new_message_notification") {
      if (pathname === `/chat/${event.conversationId}`) return;
      setPopup({
        title: event.senderName ? `Nowa wiadomość od: ${event.senderName}` : DEFAULT_TITLE,
        body: event.messagePreview,
        conversationId: event.conversationId,
      });
    } else if (event.type === "recipient_notified") setNotified(event.message);
    else if (event.type === "call_unavailable") setUnavailable(event.message);
  });

  return (
    <div className="live-notices" aria-live="polite">
      <CallBanner />
      {notified && <Banner text={notified} onClose={() => setNotified(null)} />}
      {unavailable && <Banner text={unavailable} onClose={() => setUnavailable(null)} />}
      {popup &&
        (popup.conversationId ? (
          <Link
            to="/chat/$conversationId"
            params={{ conversationId: Number(popup.conversationId) }}
            className="live-popup"
            onClick={() => setPopup(null)}
            {...hold.handlers}
          >
            <strong className="live-popup__title">{popup.title}</strong>
            <span className="live-popup__body">{popup.body}</span>
          </Link>
        ) : (
          <button type="button" className="live-popup" onClick={() => setPopup(null)} {...hold.handlers}>
            <strong className="live-popup__title">{popup.title}</strong>
            <span className="live-popup__body">{popup.body}</span>
          </button>
        ))}
    </div>
  );
}
