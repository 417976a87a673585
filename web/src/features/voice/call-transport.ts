import type { ServerEvent } from "@shared/schemas/realtime-protocol";

/** SPEC.md §8 and the call banner's own texts. */
export const CALL_TEXTS = {
  /** A call attempted before the voice device (hub connection or Twilio device) is ready. */
  deviceNotReady: "Urządzenie głosowe nie jest gotowe. Poczekaj chwilę i spróbuj ponownie.",
  microphoneRefused: "Bez dostępu do mikrofonu nie można rozmawiać. Zezwól na mikrofon w przeglądarce.",
  noAnswer: "Rozmówca nie odebrał połączenia.",
  rejected: "Rozmówca odrzucił połączenie.",
  busy: "Rozmówca prowadzi teraz inną rozmowę. Spróbuj później.",
  /** The caller's name when the transport does not (yet) know it. */
  unknownCaller: "Rozmówca",
} as const;

export interface Peer {
  callId: string;
  peerId: number;
  peerName: string;
}

/** The media side of a call; Twilio's call states are mapped onto the browser's. */
export type ConnectionState = RTCPeerConnectionState;

/** The call ringing or in progress, as a transport may see it. */
export type CurrentCall = Peer & { status: "incoming" | "calling" | "active" };

/** The call was ended (or replaced) while a transport waited for the microphone or the network. */
export class CallAbandoned extends Error {}

/** A transport could not place or answer a call; `message` is for the user. */
export class CallFailed extends Error {}

/**
 * What a transport reports to the call store (call-store.ts), which alone decides the banner's state.
 * Every report names its call: a late report about an earlier call is ignored.
 */
export interface CallSink {
  current(): CurrentCall | null;
  /** A call rings here. False when another one is ringing or in progress: the transport refuses it. */
  ring(peer: Peer): boolean;
  /** The caller's name arrived after the call started ringing. */
  named(callId: string, peerName: string): void;
  /** The callee answered: the caller's side becomes active. */
  answered(callId: string): void;
  connection(callId: string, connection: ConnectionState): void;
  /** The other side hung up, refused, or the connection failed (SPEC.md §4: the state resets). */
  ended(callId: string, error?: string): void;
}

/**
 * One way of carrying calls (DESIGN.md §8): browser to browser over WebRTC, or Twilio Voice. The store
 * calls these only for the call it holds; a transport keeps at most one call.
 */
export interface CallTransport {
  /** Whether a call can be placed now (otherwise SPEC.md §8's "not ready" alert). */
  ready(): boolean;
  /** Rejects with CallFailed or CallAbandoned (or anything else: taken as a refused microphone). */
  call(peer: Peer): Promise<void>;
  accept(peer: Peer): Promise<void>;
  reject(peer: Peer): void;
  /** Switches the microphone off (or back on) for this call; the call goes on. */
  setMuted(peer: Peer, muted: boolean): void;
  /** Ends the call for the other side too. */
  hangUp(peer: Peer): void;
  /** Lets go of the call's media without telling anyone (it ended, or this page goes away). */
  release(): void;
  /** The other side's audio when the page must play it (the Twilio SDK plays its own). */
  remoteStream(): MediaStream | null;
  /** Events of the user's hub (WebRTC signalling travels there). */
  handleEvent(event: ServerEvent): Promise<void>;
  destroy(): void;
}
