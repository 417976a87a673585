import type { ConnectionState, Peer } from "./call-transport";

/**
 * SPEC.md §4 call banner states (idle, incoming, active), "calling" being the caller's side of active.
 * `connectedAt` (ms) is when the media first connected, for the banner's timer; `muted` is the user's
 * microphone switch.
 */
export type CallState =
  | { status: "idle"; error?: string }
  | (Peer & { status: "incoming" })
  | (Peer & {
      status: "calling" | "active";
      connection: ConnectionState;
      connectedAt: number | null;
      muted: boolean;
    });

export type LiveCall = Extract<CallState, { status: "calling" | "active" }>;

/** What the banner says: ringing here, ringing there, connecting the media, or talking. */
export type BannerPhase = "incoming" | "ringing" | "connecting" | "connected";

export const BANNER_TEXTS = {
  connecting: "Łączenie…",
  connected: "Połączono",
  /** The toggle's name stays the same; aria-pressed says whether the microphone is off. */
  mute: "Wycisz mikrofon",
  muted: "Mikrofon wyłączony — rozmówca Cię nie słyszy.",
  duration: "Czas rozmowy",
} as const;

/** A call placed or answered here: nothing connected yet. */
export function liveCall(peer: Peer, status: LiveCall["status"]): LiveCall {
  return { ...peer, status, connection: "new", connectedAt: null, muted: false };
}

function isLive(state: CallState, callId: string): state is LiveCall {
  return (state.status === "calling" || state.status === "active") && state.callId === callId;
}

/** The timer starts when an answered call first connects, and runs on through a reconnection. */
function stamped(call: LiveCall, now: number): LiveCall {
  const starts = call.connectedAt === null && call.status === "active" && call.connection === "connected";
  return starts ? { ...call, connectedAt: now } : call;
}

/** The media side of call `callId` changed (a report about any other call changes nothing). */
export function withConnection(
  state: CallState,
  callId: string,
  connection: ConnectionState,
  now: number,
): CallState {
  return isLive(state, callId) ? stamped({ ...state, connection }, now) : state;
}

/** The callee answered call `callId`: the caller's side becomes active. */
export function withAnswer(state: CallState, callId: string, now: number): CallState {
  return isLive(state, callId) && state.status === "calling"
    ? stamped({ ...state, status: "active" }, now)
    : state;
}

export function bannerPhase(state: CallState): BannerPhase | null {
  if (state.status === "idle") return null;
  if (state.status === "incoming") return "incoming";
  if (state.status === "calling") return "ringing";
  return state.connection === "connected" && state.connectedAt !== null ? "connected" : "connecting";
}

/** "mm:ss" of a call so far, "h:mm:ss" past an hour. */
export function callDuration(milliseconds: number): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, "0");
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
