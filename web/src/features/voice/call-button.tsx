import { startCall, useCallState } from "./call-store";

/** "Zadzwoń": a voice call to the other participant, without sharing phone numbers. */
export function CallButton({ peerId, peerName }: { peerId: number; peerName: string }) {
  const call = useCallState();
  return (
    <button
      type="button"
      className="btn btn--secondary chat-pane__call"
      disabled={call.status !== "idle"}
      aria-label={`Zadzwoń: ${peerName}`}
      onClick={() => void startCall(peerId, peerName)}
    >
      Zadzwoń
    </button>
  );
}
