import type { ServerEvent } from "@shared/schemas/realtime-protocol";
import { useSyncExternalStore } from "react";
import { type CallState, liveCall, withAnswer, withConnection } from "./call-state";
import {
  CALL_TEXTS,
  CallAbandoned,
  CallFailed,
  type CallSink,
  type CallTransport,
  type CurrentCall,
  type Peer,
} from "./call-transport";

export type { CallState } from "./call-state";

let state: CallState = { status: "idle" };
const listeners = new Set<() => void>();
/** How calls travel (use-call-transport.ts); none until the config says which, or after sign-out. */
let transport: CallTransport | null = null;

/** How long a call rings unanswered before both sides give up. */
const RING_MS = 45_000;
let ringTimer: ReturnType<typeof setTimeout> | undefined;

function set(next: CallState) {
  const ringing = next.status === "incoming" || next.status === "calling";
  const wasRinging = state.status === "incoming" || state.status === "calling";
  const sameCall = next.status !== "idle" && state.status !== "idle" && next.callId === state.callId;
  state = next;
  if (!ringing || !(wasRinging && sameCall)) {
    clearTimeout(ringTimer);
    ringTimer = undefined;
  }
  if (ringing && ringTimer === undefined) ringTimer = setTimeout(giveUpRinging, RING_MS);
  for (const listener of listeners) listener();
}

/** Nobody answered: the callee stops ringing, the caller hangs up and says so. */
function giveUpRinging() {
  ringTimer = undefined;
  if (state.status === "incoming") rejectCall();
  else if (state.status === "calling") {
    transport?.hangUp(state);
    cleanup(CALL_TEXTS.noAnswer);
  }
}

export function useCallState(): CallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

export function callState(): CallState {
  return state;
}

/** The other side's audio when the page plays it; the banner does. */
export function remoteStream(): MediaStream | null {
  return transport?.remoteStream() ?? null;
}

/** Switches transports; a call on the previous one ends first. */
export function setTransport(next: CallTransport | null): void {
  if (transport === next) return;
  if (state.status !== "idle") hangUp();
  transport = next;
}

function cleanup(error?: string) {
  transport?.release();
  set(error ? { status: "idle", error } : { status: "idle" });
}

function isCurrent(callId: string): boolean {
  return state.status !== "idle" && state.callId === callId;
}

/** A transport's call or accept failed: say why, unless the call had ended meanwhile. */
function failed(peer: Peer, error: unknown, hangUpVia?: CallTransport) {
  if (error instanceof CallAbandoned || !isCurrent(peer.callId)) return;
  console.error("voice call failed", error);
  hangUpVia?.hangUp(peer);
  cleanup(error instanceof CallFailed ? error.message : CALL_TEXTS.microphoneRefused);
}

/** Calls `peerId`, who must share a conversation with the user (the server checks). */
export async function startCall(peerId: number, peerName: string): Promise<void> {
  if (state.status !== "idle") return;
  const via = transport;
  if (!via?.ready()) {
    set({ status: "idle", error: CALL_TEXTS.deviceNotReady });
    return;
  }
  const peer: Peer = { callId: crypto.randomUUID(), peerId, peerName };
  set(liveCall(peer, "calling"));
  try {
    await via.call(peer);
  } catch (error) {
    failed(peer, error);
  }
}

export async function acceptCall(): Promise<void> {
  if (state.status !== "incoming" || !transport) return;
  const peer: Peer = { callId: state.callId, peerId: state.peerId, peerName: state.peerName };
  const via = transport;
  set(liveCall(peer, "active"));
  try {
    await via.accept(peer);
  } catch (error) {
    failed(peer, error, via);
  }
}

export function rejectCall(): void {
  if (state.status !== "incoming") return;
  transport?.reject(state);
  cleanup();
}

/** Ends the call in progress; a call still ringing here just stops ringing in this tab. */
export function hangUp(): void {
  if (state.status === "calling" || state.status === "active") transport?.hangUp(state);
  cleanup();
}

/** Switches the user's microphone off or back on for the call in progress; the other side hears silence. */
export function toggleMute(): void {
  if (state.status !== "calling" && state.status !== "active") return;
  const muted = !state.muted;
  transport?.setMuted(state, muted);
  set({ ...state, muted });
}

export function dismissCallError(): void {
  if (state.status === "idle" && state.error) set({ status: "idle" });
}

/** What the hub says about calls, for either transport. */
export async function handleCallEvent(event: ServerEvent): Promise<void> {
  if (event.type === "call_unavailable") {
    // SPEC.md §2: the call-unavailable message hangs the call up.
    if (state.status === "calling" || state.status === "active") cleanup();
    return;
  }
  await transport?.handleEvent(event);
}

/** The store as the transports see it. */
export const callSink: CallSink = {
  current(): CurrentCall | null {
    if (state.status === "idle") return null;
    const { callId, peerId, peerName, status } = state;
    return { callId, peerId, peerName, status };
  },
  ring(peer) {
    // SPEC.md §4: an incoming call while another is in progress is refused at once.
    if (state.status !== "idle") return false;
    set({ ...peer, status: "incoming" });
    return true;
  },
  named(callId, peerName) {
    if (state.status !== "idle" && state.callId === callId) set({ ...state, peerName });
  },
  answered(callId) {
    const next = withAnswer(state, callId, Date.now());
    if (next !== state) set(next);
  },
  connection(callId, connection) {
    const next = withConnection(state, callId, connection, Date.now());
    if (next !== state) set(next);
  },
  ended(callId, error) {
    if (isCurrent(callId)) cleanup(error);
  },
};
