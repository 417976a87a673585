import type { CallSignal, ServerEvent } from "@shared/schemas/realtime-protocol";
import { useSyncExternalStore } from "react";
import { hubConnected, sendToHub } from "../chat/realtime";

/** SPEC.md §8: a call attempted before the voice device (here: the live connection) is ready. */
export const DEVICE_NOT_READY = "Urządzenie głosowe nie jest gotowe. Poczekaj chwilę i spróbuj ponownie.";
const MICROPHONE_REFUSED = "Bez dostępu do mikrofonu nie można rozmawiać. Zezwól na mikrofon w przeglądarce.";

interface Peer {
  callId: string;
  peerId: number;
  peerName: string;
}

/** SPEC.md §4 call banner states (idle, incoming, active), "calling" being the caller's side of active. */
export type CallState =
  | { status: "idle"; error?: string }
  | (Peer & { status: "incoming"; offer: string })
  | (Peer & { status: "calling" | "active"; connection: RTCPeerConnectionState });

let state: CallState = { status: "idle" };
const listeners = new Set<() => void>();
let peerConnection: RTCPeerConnection | null = null;
let microphone: MediaStream | null = null;
let pendingCandidates: RTCIceCandidateInit[] = [];
/** The other side's audio; the banner plays it. */
let remoteAudio: MediaStream | null = null;
let iceServers: RTCIceServer[] = [];

/** How long a call rings unanswered before both sides give up. */
const RING_MS = 45_000;
const NO_ANSWER = "Rozmówca nie odebrał połączenia.";
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
    signal(state, { kind: "hangup" });
    cleanup(NO_ANSWER);
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

export function remoteStream(): MediaStream | null {
  return remoteAudio;
}

/** STUN/TURN servers from the app's config (none needed on one network). */
export function setIceServers(servers: RTCIceServer[]): void {
  iceServers = servers;
}

function signal(peer: Peer, body: CallSignal): boolean {
  return sendToHub({ type: "call_signal", to: peer.peerId, callId: peer.callId, signal: body });
}

function cleanup(error?: string) {
  peerConnection?.close();
  peerConnection = null;
  for (const track of microphone?.getTracks() ?? []) track.stop();
  microphone = null;
  remoteAudio = null;
  pendingCandidates = [];
  set(error ? { status: "idle", error } : { status: "idle" });
}

/** SPEC.md §9 codec preference: Opus, then PCMU, then whatever else the browser offers. */
function preferCodecs(transceiver: RTCRtpTransceiver) {
  const codecs = RTCRtpReceiver.getCapabilities("audio")?.codecs ?? [];
  const rank = (mime: string) => (mime === "audio/opus" ? 0 : mime === "audio/PCMU" ? 1 : 2);
  const ordered = [...codecs].sort((a, b) => rank(a.mimeType) - rank(b.mimeType));
  if (ordered.length > 0 && "setCodecPreferences" in transceiver) transceiver.setCodecPreferences(ordered);
}

/** The call was ended (or replaced) while waiting for the microphone or the browser: stop quietly. */
class CallAbandoned extends Error {}

function stillCurrent(callId: string): boolean {
  return state.status !== "idle" && state.callId === callId;
}

async function connect(peer: Peer): Promise<RTCPeerConnection> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
  // The permission prompt can stay open for long: the call may have ended meanwhile.
  if (!stillCurrent(peer.callId)) {
    for (const track of stream.getTracks()) track.stop();
    throw new CallAbandoned();
  }
  microphone = stream;
  const connection = new RTCPeerConnection({ iceServers });
  peerConnection = connection;
  for (const track of microphone.getAudioTracks()) {
    preferCodecs(connection.addTransceiver(track, { direction: "sendrecv", streams: [microphone] }));
  }
  connection.onicecandidate = ({ candidate }) => {
    if (!candidate) return;
    const { sdpMid, sdpMLineIndex, usernameFragment } = candidate;
    signal(peer, {
      kind: "ice",
      candidate: { candidate: candidate.candidate, sdpMid, sdpMLineIndex, usernameFragment },
    });
  };
  connection.ontrack = ({ streams }) => {
    remoteAudio = streams[0] ?? null;
    if (state.status === "active" || state.status === "calling") set({ ...state });
  };
  connection.onconnectionstatechange = () => {
    const now = connection.connectionState;
    // SPEC.md §4: a connection failure resets the call state.
    if (now === "failed" || now === "closed") {
      if (peerConnection === connection) cleanup();
      return;
    }
    if (state.status === "active" || state.status === "calling") set({ ...state, connection: now });
  };
  return connection;
}

async function flushCandidates(connection: RTCPeerConnection) {
  for (const candidate of pendingCandidates) await connection.addIceCandidate(candidate);
  pendingCandidates = [];
}

/** Calls `peerId`, who must share a conversation with the user (the server checks). */
export async function startCall(peerId: number, peerName: string): Promise<void> {
  if (state.status !== "idle") return;
  const peer: Peer = { callId: crypto.randomUUID(), peerId, peerName };
  if (!hubConnected()) {
    set({ status: "idle", error: DEVICE_NOT_READY });
    return;
  }
  set({ ...peer, status: "calling", connection: "new" });
  try {
    const connection = await connect(peer);
    const offer = await connection.createOffer();
    await connection.setLocalDescription(offer);
    if (!stillCurrent(peer.callId)) throw new CallAbandoned();
    if (!offer.sdp || !signal(peer, { kind: "offer", sdp: offer.sdp })) cleanup(DEVICE_NOT_READY);
  } catch (error) {
    if (error instanceof CallAbandoned) return;
    console.error("starting a call failed", error);
    cleanup(MICROPHONE_REFUSED);
  }
}

export async function acceptCall(): Promise<void> {
  if (state.status !== "incoming") return;
  const { offer, ...peer } = state;
  set({ ...peer, status: "active", connection: "new" });
  try {
    const connection = await connect(peer);
    await connection.setRemoteDescription({ type: "offer", sdp: offer });
    await flushCandidates(connection);
    const answer = await connection.createAnswer();
    await connection.setLocalDescription(answer);
    if (!stillCurrent(peer.callId)) throw new CallAbandoned();
    if (!answer.sdp || !signal(peer, { kind: "answer", sdp: answer.sdp })) cleanup(DEVICE_NOT_READY);
  } catch (error) {
    if (error instanceof CallAbandoned) return;
    console.error("answering a call failed", error);
    signal(peer, { kind: "hangup" });
    cleanup(MICROPHONE_REFUSED);
  }
}

export function rejectCall(): void {
  if (state.status !== "incoming") return;
  signal(state, { kind: "reject" });
  cleanup();
}

export function hangUp(): void {
  if (state.status === "calling" || state.status === "active") signal(state, { kind: "hangup" });
  cleanup();
}

export function dismissCallError(): void {
  if (state.status === "idle" && state.error) set({ status: "idle" });
}

function isCurrent(callId: string, from: number): boolean {
  return state.status !== "idle" && state.callId === callId && state.peerId === from;
}

/** What the hub says about calls. */
export async function handleCallEvent(event: ServerEvent): Promise<void> {
  if (event.type === "call_unavailable") {
    // SPEC.md §2: the call-unavailable message hangs the call up.
    if (state.status === "calling" || state.status === "active") cleanup();
    return;
  }
  if (event.type !== "call_signal") return;
  const { from, callId, signal: body } = event;
  if (body.kind === "offer") {
    // SPEC.md §4: an incoming call while another is in progress is refused at once.
    if (state.status !== "idle") {
      sendToHub({ type: "call_signal", to: from, callId, signal: { kind: "busy" } });
      return;
    }
    set({
      status: "incoming",
      callId,
      peerId: from,
      peerName: event.fromName ?? "Rozmówca",
      offer: body.sdp,
    });
    return;
  }
  if (body.kind === "taken") {
    // Another tab of this user answered or refused: this one stops ringing.
    if (state.status === "incoming" && state.callId === callId) cleanup();
    return;
  }
  if (!isCurrent(callId, from)) return;
  if (body.kind === "answer" && state.status === "calling" && peerConnection) {
    await peerConnection.setRemoteDescription({ type: "answer", sdp: body.sdp });
    await flushCandidates(peerConnection);
    set({ ...state, status: "active" });
  } else if (body.kind === "ice") {
    if (peerConnection?.remoteDescription) await peerConnection.addIceCandidate(body.candidate);
    else pendingCandidates.push(body.candidate);
  } else if (body.kind === "hangup" || body.kind === "reject" || body.kind === "busy") {
    cleanup();
  }
}
