import { useEffect, useRef, useState } from "react";
import { useRealtimeEvents } from "../chat/realtime";
import { BANNER_TEXTS, bannerPhase, callDuration, type LiveCall } from "./call-state";
import {
  acceptCall,
  dismissCallError,
  handleCallEvent,
  hangUp,
  rejectCall,
  remoteStream,
  toggleMute,
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

/** Time talked so far, every second. A timer role, which screen readers do not announce on each tick. */
function CallTimer({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return (
    <span role="timer" aria-label={BANNER_TEXTS.duration} className="call-banner__timer">
      {callDuration(now - since)}
    </span>
  );
}

/**
 * Where an answered call stands: "Łączenie…" until the media connects, then "Połączono" and the time.
 * Only the state words are a live region; the timer is read when the user goes to it.
 */
function ConnectionLine({ call }: { call: LiveCall }) {
  const since = bannerPhase(call) === "connected" ? call.connectedAt : null;
  const connected = since !== null;
  return (
    <p className="call-banner__state">
      <span className="call-banner__dot" data-connected={connected} aria-hidden="true" />
      <span role="status">{connected ? BANNER_TEXTS.connected : BANNER_TEXTS.connecting}</span>
      {since !== null && (
        <>
          <span aria-hidden="true">·</span>
          <CallTimer since={since} />
        </>
      )}
    </p>
  );
}

/**
 * The call banner (SPEC.md §2 Layout: signed-in users, fixed bottom right): an incoming call with
 * "Odbierz" and "Odrzuć", an active one with "Zakończ połączenie", where it stands (issue 35: connecting,
 * connected and for how long) and the microphone switch. Shown anywhere in the app.
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
    <section
      className="call-banner"
      aria-label="Połączenie głosowe"
      data-connection={call.connection}
      data-phase={bannerPhase(call)}
    >
      <p>
        {/* Until the other side answers, the caller sees that it is still ringing. */}
        <strong>{call.status === "calling" ? "Dzwonienie..." : "Połączenie w toku..."}</strong>{" "}
        <span className="call-banner__peer">{call.peerName}</span>
      </p>
      {call.status === "active" && <ConnectionLine call={call} />}
      {/* The switch's aria-pressed says it to a screen reader; this says it to the eye. */}
      {call.status === "active" && call.muted && <p className="call-banner__muted">{BANNER_TEXTS.muted}</p>}
      <RemoteAudio />
      <div className="call-banner__actions">
        {call.status === "active" && (
          <button
            type="button"
            className="btn btn--secondary call-banner__mute"
            aria-pressed={call.muted}
            onClick={toggleMute}
          >
            {BANNER_TEXTS.mute}
          </button>
        )}
        <button type="button" className="btn btn--danger" onClick={hangUp}>
          Zakończ połączenie
        </button>
      </div>
    </section>
  );
}
