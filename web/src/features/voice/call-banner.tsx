import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api, unwrap } from "../../lib/api";
import { useRealtimeEvents } from "../chat/realtime";
import {
  acceptCall,
  DEVICE_NOT_READY,
  dismissCallError,
  handleCallEvent,
  hangUp,
  rejectCall,
  remoteStream,
  setIceServers,
  useCallState,
} from "./call-store";
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
  const ice = useQuery({
    queryKey: ["voice", "ice-servers"],
    queryFn: () => unwrap(api.voice["ice-servers"].$get(), DEVICE_NOT_READY),
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (ice.data) setIceServers(ice.data.ice_servers);
  }, [ice.data]);
  useRealtimeEvents((event) => {
    handleCallEvent(event).catch((error: unknown) => console.error("call signal failed", error));
  });
  // Signing out (here or in another tab) or leaving the page ends the call: the microphone never stays on
  // without its banner.
  useEffect(() => {
    window.addEventListener("pagehide", hangUp);
    return () => {
      window.removeEventListener("pagehide", hangUp);
      hangUp();
    };
  }, []);

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
        <strong>Połączenie w toku...</strong> <span>{call.peerName}</span>
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
