import * as v from "valibot";
import {
  CALL_TEXTS,
  CallAbandoned,
  CallFailed,
  type CallSink,
  type CallTransport,
  type Peer,
} from "./call-transport";

/** A Twilio error as the SDK reports it (`TwilioError` in @twilio/voice-sdk). */
export interface VoiceError {
  code: number;
  message: string;
}

/**
 * The part of the SDK's `Call` this transport uses (es5/twilio/call.d.ts). Written out rather than
 * imported so this module loads without the SDK; use-call-transport.ts hands it the real class, which
 * the compiler checks against these shapes.
 */
export interface VoiceCall {
  readonly parameters: Record<string, string>;
  accept(): void;
  reject(): void;
  ignore(): void;
  disconnect(): void;
  mute(shouldMute?: boolean): void;
  status(): string;
  on(event: "accept" | "cancel" | "disconnect" | "reject" | "reconnected", listener: () => void): unknown;
  on(event: "error" | "reconnecting", listener: (error: VoiceError) => void): unknown;
}

/** The part of the SDK's `Device` this transport uses (es5/twilio/device.d.ts). */
export interface VoiceDevice {
  readonly state: string;
  register(): Promise<void>;
  connect(options: { params: Record<string, string> }): Promise<VoiceCall>;
  updateToken(token: string): void;
  destroy(): void;
  on(event: "incoming", listener: (call: VoiceCall) => void): unknown;
  on(event: "tokenWillExpire", listener: () => void): unknown;
  on(event: "error", listener: (error: VoiceError) => void): unknown;
}

export interface DeviceOptions<Codec> {
  codecPreferences: Codec[];
  logLevel: 1;
  allowIncomingWhileBusy: boolean;
}

/** What the transport takes from `@twilio/voice-sdk`: the Device class and the codec names. */
export interface TwilioSdk<Codec> {
  Device: new (token: string, options: DeviceOptions<Codec>) => VoiceDevice;
  Call: { Codec: { Opus: Codec; PCMU: Codec } };
}

export interface TwilioDeps<Codec> {
  sdk: TwilioSdk<Codec>;
  /** A fresh token from GET /api/voice/token. */
  fetchToken(): Promise<string>;
  /** How the user knows `userId` (their conversations), if they do. */
  nameOf(userId: number): Promise<string | undefined>;
}

/** Our tokens' identities are user ids, so a caller is `client:<user id>` (decision 0016). */
const callerSchema = v.pipe(
  v.string(),
  v.regex(/^client:\d{1,10}$/),
  v.transform((from) => Number(from.slice("client:".length))),
);

/** getUserMedia refused (31401) or failed (31402) in the SDK. */
const MICROPHONE_ERRORS = new Set([31401, 31402]);

/**
 * Calls through Twilio Voice (decision 0016): the device registers with a token from our API, calls
 * connect with the peer's user id as `To`, and our TwiML webhook puts them through.
 */
export function createTwilioTransport<Codec>(sink: CallSink, deps: TwilioDeps<Codec>): CallTransport {
  let device: VoiceDevice | null = null;
  let destroyed = false;
  let current: { callId: string; call: VoiceCall } | null = null;
  /** The user's microphone switch, applied again once the call's media is up. */
  let muted = false;

  function follow(callId: string, call: VoiceCall) {
    current = { callId, call };
    call.on("accept", () => {
      // Pressed while the call was still connecting: the SDK mutes only a call with media.
      if (muted) call.mute(true);
      sink.answered(callId);
      sink.connection(callId, "connected");
    });
    call.on("reconnecting", () => sink.connection(callId, "disconnected"));
    call.on("reconnected", () => sink.connection(callId, "connected"));
    call.on("cancel", () => sink.ended(callId));
    call.on("reject", () => sink.ended(callId));
    // A refused microphone emits "disconnect" just before its "error" (call.js accept): a tick later,
    // the error's own report has come first and says why.
    call.on("disconnect", () => queueMicrotask(() => sink.ended(callId)));
    call.on("error", (error) => {
      console.error("Twilio call error", error.code, error.message);
      sink.ended(callId, MICROPHONE_ERRORS.has(error.code) ? CALL_TEXTS.microphoneRefused : undefined);
    });
  }

  function onIncoming(call: VoiceCall) {
    // Our TwiML dials only between our own clients; anything else is not ours to ring.
    const caller = v.safeParse(callerSchema, call.parameters.From);
    if (!caller.success) return call.reject();
    const peer = { callId: crypto.randomUUID(), peerId: caller.output, peerName: CALL_TEXTS.unknownCaller };
    if (!sink.ring(peer)) return call.reject();
    follow(peer.callId, call);
    deps.nameOf(peer.peerId).then(
      (name) => name && sink.named(peer.callId, name),
      (error: unknown) => console.error("caller name lookup failed", error),
    );
  }

  async function refreshToken(): Promise<void> {
    const token = await deps.fetchToken();
    if (!destroyed) device?.updateToken(token);
  }

  async function start(): Promise<void> {
    const token = await deps.fetchToken();
    if (destroyed) return;
    const { Device, Call } = deps.sdk;
    const created = new Device(token, {
      // SPEC.md §9: Opus, then PCMU; log level 1 (loglevel's DEBUG).
      codecPreferences: [Call.Codec.Opus, Call.Codec.PCMU],
      logLevel: 1,
      // Otherwise the SDK drops a call arriving during another silently, and its caller rings on until
      // the dial times out; here it is refused at once (SPEC.md §4).
      allowIncomingWhileBusy: true,
    });
    device = created;
    created.on("incoming", onIncoming);
    created.on("tokenWillExpire", () => {
      refreshToken().catch((error: unknown) => console.error("voice token refresh failed", error));
    });
    // A call's errors also reach its own listener; this logs the device's (token, registration).
    created.on("error", (error) => console.error("Twilio device error", error.code, error.message));
    await created.register();
  }

  function release() {
    const call = current?.call;
    current = null;
    muted = false;
    // A call still ringing here stops ringing in this tab only; the user's other tabs may answer it.
    if (call?.status() === "pending") call.ignore();
    else call?.disconnect();
  }

  function callFor(peer: Peer): VoiceCall | undefined {
    return current?.callId === peer.callId ? current.call : undefined;
  }

  start().catch((error: unknown) => console.error("voice device registration failed", error));

  return {
    ready: () => device?.state === "registered",
    async call(peer) {
      if (!device) throw new CallFailed(CALL_TEXTS.deviceNotReady);
      const call = await device.connect({ params: { To: String(peer.peerId) } });
      if (sink.current()?.callId !== peer.callId) {
        call.disconnect();
        throw new CallAbandoned();
      }
      follow(peer.callId, call);
    },
    async accept(peer) {
      const call = callFor(peer);
      if (!call) throw new CallFailed(CALL_TEXTS.deviceNotReady);
      call.accept();
    },
    reject(peer) {
      callFor(peer)?.reject();
    },
    setMuted(peer, next) {
      const call = callFor(peer);
      if (!call) return;
      muted = next;
      call.mute(next);
    },
    hangUp(peer) {
      callFor(peer)?.disconnect();
    },
    release,
    // The SDK plays the other side itself.
    remoteStream: () => null,
    // Twilio signals calls itself; the hub's call_unavailable is the store's.
    handleEvent: async () => {},
    destroy() {
      destroyed = true;
      release();
      device?.destroy();
      device = null;
    },
  };
}
