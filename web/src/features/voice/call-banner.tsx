import { useEffect, useRef } from "react";
import { useRealtimeEvents } from "../chat/realtime";
import {
  acceptCall,
  dismissCallError,
  handleCallEvent,
  hangUp,
  rejectCall,
  remoteStream,
  useCallState,
} from "./call-store";
import { useCallTransport } from "./use-call-transport";
import "./call-banner.css";

/** Plays the other side's voice; nothing to see. */
function RemoteAudio() {
  const audio = useRef<HTMLAudioElement>(null);
  const stream = remoteStream();
  useEffect(() => {
    if (audio.current && audio.current.srcObject !== stream) audio.current.srcObject = stream;
  }, [stream]);
  // biome-ignore lint/a11y/useMediaCaption: a live voice call between two people has no captions to offer.
  return <audio ref={audio} autoPlay />;
}

/**
 * The call banner (SPEC.md §2 Layout: signed-in users, fixed bottom right): an incoming call with
 * "Odbierz" and "Odrzuć", an active one with "Zakończ połączenie". Shown anywhere in the app.
 */
export function CallBanner() {
  const call = useCallState();
  useCallTransport();
  useRealtimeEvents((event) => {
    handleCallEvent(event).catch((error: unknown) => console.error("call signal failed", error));
  });

  if (call.status === "idle") {
    if (!call.error) return null;
    return (
      <div className="call-banner call-banner--error" role="alert">
        <p>{call.error}</p>
        <button type="button" className="btn btn--secondary" onClick={dismissCallError}>
          OK
        </button>
      </div>
    );
  }
  if (call.status === "incoming") {
    return (
      <section className="call-banner" aria-label="Połączenie głosowe">
        <p role="alert">
          <strong>Połączenie przychodzące...</strong> <span>{call.peerName}</span>
        </p>
        <div className="call-banner__actions">
          <button type="button" className="btn" onClick={() => void acceptCall()}>
            Odbierz
          </button>
          <button type="button" className="btn btn--danger-outline" onClick={rejectCall}>
            Odrzuć
          </button>
        </div>
      </section>
    );
  }
  return (
    <section className="call-banner" aria-label="Połączenie głosowe" data-connection={call.connection}>
      <p>
        {/* Until the other side answers, the caller sees that it is still ringing. */}
        <strong>{call.status === "calling" ? "Dzwonienie..." : "Połączenie w toku..."}</strong>{" "}
        <span>{call.peerName}</span>
      </p>
      <RemoteAudio />
      <div className="call-banner__actions">
        <button type="button" className="btn btn--danger" onClick={hangUp}>
          Zakończ połączenie
        </button>
      </div>
    </section>
  );
}
