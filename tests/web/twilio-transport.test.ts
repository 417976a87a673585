// The Twilio call transport with the call store, against a stand-in for `@twilio/voice-sdk`'s Device and
// Call: Twilio cannot be reached from tests. The stand-ins take their states and codec names from the
// installed SDK, and the last test checks that the event names the transport listens to are ones the SDK
// emits, so a renamed event in a new SDK version fails here.
import { EventEmitter } from "node:events";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Call, Device } from "@twilio/voice-sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  acceptCall,
  callSink,
  callState,
  dismissCallError,
  handleCallEvent,
  hangUp,
  rejectCall,
  setTransport,
  startCall,
  toggleMute,
} from "../../web/src/features/voice/call-store";
import { CALL_TEXTS } from "../../web/src/features/voice/call-transport";
import {
  createTwilioTransport,
  type DeviceOptions,
  type VoiceCall,
  type VoiceDevice,
} from "../../web/src/features/voice/twilio-transport";

/** A Call in the states the SDK moves it through (call.js): the methods are no-ops where the SDK's are. */
class FakeCall extends EventEmitter implements VoiceCall {
  readonly invoked: string[] = [];
  constructor(
    readonly parameters: Record<string, string>,
    private state: Call.State,
  ) {
    super();
  }
  status(): Call.State {
    return this.state;
  }
  accept() {
    this.invoked.push("accept");
    this.state = Call.State.Connecting;
  }
  reject() {
    this.invoked.push("reject");
    if (this.state !== Call.State.Pending) return;
    this.state = Call.State.Closed;
    this.emit("reject");
  }
  ignore() {
    this.invoked.push("ignore");
    if (this.state === Call.State.Pending) this.state = Call.State.Closed;
  }
  mute(shouldMute = true) {
    this.invoked.push(shouldMute ? "mute" : "unmute");
  }
  disconnect() {
    this.invoked.push("disconnect");
    if (this.state === Call.State.Pending || this.state === Call.State.Closed) return;
    this.state = Call.State.Closed;
    this.emit("disconnect", this);
  }
  /** Media and signalling are up: the callee answered, or our answer connected. */
  open() {
    this.state = Call.State.Open;
    this.emit("accept", this);
  }
}

class FakeDevice extends EventEmitter implements VoiceDevice {
  static created: FakeDevice[] = [];
  /** Set by a test to hold registration open. */
  static registration: Promise<void> | null = null;
  state = Device.State.Unregistered;
  readonly updatedTokens: string[] = [];
  readonly connected: { params: Record<string, string> }[] = [];
  readonly outgoing: FakeCall[] = [];
  constructor(
    readonly token: string,
    readonly options: DeviceOptions<Call.Codec>,
  ) {
    super();
    FakeDevice.created.push(this);
  }
  async register() {
    this.state = Device.State.Registering;
    await FakeDevice.registration;
    this.state = Device.State.Registered;
  }
  async connect(options: { params: Record<string, string> }) {
    this.connected.push(options);
    const call = new FakeCall({}, Call.State.Connecting);
    this.outgoing.push(call);
    return call;
  }
  updateToken(token: string) {
    this.updatedTokens.push(token);
  }
  destroy() {
    this.state = Device.State.Destroyed;
  }
}

const ERROR_NOT_READY = "Urządzenie głosowe nie jest gotowe. Poczekaj chwilę i spróbuj ponownie.";

/** The transport in place in the store, its device registered unless `registered` is false. */
async function twilio({ registered = true } = {}) {
  let issued = 0;
  const fetchToken = vi.fn(async () => `token-${++issued}`);
  const nameOf = vi.fn(async (userId: number) => (userId === 7 ? "Ewa K." : undefined));
  const transport = createTwilioTransport(callSink, {
    sdk: { Device: FakeDevice, Call },
    fetchToken,
    nameOf,
  });
  setTransport(transport);
  await vi.waitFor(() => expect(FakeDevice.created).toHaveLength(1));
  const device = FakeDevice.created[0];
  if (!device) throw new Error("no device");
  if (registered) await vi.waitFor(() => expect(device.state).toBe(Device.State.Registered));
  return { transport, device, fetchToken, nameOf };
}

function ring(device: FakeDevice, from = "client:7"): FakeCall {
  const call = new FakeCall(
    { From: from, To: "client:3", CallSid: `CA${Math.random()}` },
    Call.State.Pending,
  );
  device.emit("incoming", call);
  return call;
}

afterEach(() => {
  setTransport(null);
  dismissCallError();
  FakeDevice.created = [];
  FakeDevice.registration = null;
});

describe("Twilio transport", () => {
  it("fetches a token, creates the device with SPEC.md §9's options and registers it", async () => {
    const { device, fetchToken } = await twilio();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(device.token).toBe("token-1");
    expect(device.options).toEqual({
      codecPreferences: ["opus", "pcmu"],
      logLevel: 1,
      allowIncomingWhileBusy: true,
    });
    expect(device.state).toBe("registered");
  });

  it("a call before the device is registered shows SPEC.md §8's alert and connects nothing", async () => {
    setTransport(null);
    await startCall(7, "Ewa K.");
    expect(callState()).toEqual({ status: "idle", error: ERROR_NOT_READY });
    dismissCallError();

    FakeDevice.registration = new Promise(() => {});
    const { device } = await twilio({ registered: false });
    await startCall(7, "Ewa K.");
    expect(callState()).toEqual({ status: "idle", error: CALL_TEXTS.deviceNotReady });
    expect(device.connected).toEqual([]);
  });

  it("calls with the peer's user id as the To parameter; the callee's answer makes it active", async () => {
    const { device } = await twilio();
    await startCall(42, "Burger Bus");
    expect(device.connected).toEqual([{ params: { To: "42" } }]);
    expect(callState()).toMatchObject({ status: "calling", peerId: 42, peerName: "Burger Bus" });
    const call = device.outgoing[0];
    call?.open();
    expect(callState()).toMatchObject({ status: "active", connection: "connected" });
    hangUp();
    expect(call?.invoked).toContain("disconnect");
    expect(callState()).toEqual({ status: "idle" });
  });

  it("an incoming call rings with the caller's name; Odbierz accepts it, the other side's hang-up ends it", async () => {
    const { device, nameOf } = await twilio();
    const call = ring(device);
    expect(callState()).toMatchObject({ status: "incoming", peerId: 7 });
    expect(nameOf).toHaveBeenCalledWith(7);
    await vi.waitFor(() => expect(callState()).toMatchObject({ peerName: "Ewa K." }));
    await acceptCall();
    expect(call.invoked).toEqual(["accept"]);
    expect(callState()).toMatchObject({ status: "active", connection: "new" });
    call.open();
    expect(callState()).toMatchObject({ status: "active", connection: "connected" });
    call.emit("reconnecting", { code: 53405, message: "Media connection failed." });
    expect(callState()).toMatchObject({ connection: "disconnected" });
    call.emit("reconnected");
    expect(callState()).toMatchObject({ connection: "connected" });
    call.disconnect(); // as the SDK ends the call when the other side hangs up
    await vi.waitFor(() => expect(callState()).toEqual({ status: "idle" }));
  });

  it("the microphone switch mutes the Twilio call, again once its media is up if pressed before", async () => {
    const { device } = await twilio();
    const call = ring(device);
    await acceptCall();
    toggleMute();
    expect(callState()).toMatchObject({ status: "active", muted: true, connectedAt: null });
    call.open();
    expect(call.invoked).toEqual(["accept", "mute", "mute"]);
    expect(callState()).toMatchObject({ connection: "connected", connectedAt: expect.any(Number) });
    toggleMute();
    expect(call.invoked.at(-1)).toBe("unmute");
    expect(callState()).toMatchObject({ muted: false });
    hangUp();
    // The next call starts with the microphone on.
    const next = ring(device);
    await acceptCall();
    next.open();
    expect(next.invoked).toEqual(["accept"]);
  });

  it("Odrzuć rejects the call; a call the caller cancels stops ringing", async () => {
    const { device } = await twilio();
    const first = ring(device);
    rejectCall();
    expect(first.invoked).toContain("reject");
    expect(callState()).toEqual({ status: "idle" });

    const second = ring(device);
    expect(callState().status).toBe("incoming");
    second.emit("cancel");
    expect(callState()).toEqual({ status: "idle" });
  });

  it("a call arriving while another rings or is in progress is rejected at once (SPEC.md §4)", async () => {
    const { device } = await twilio();
    const first = ring(device);
    const whileRinging = ring(device, "client:8");
    expect(whileRinging.invoked).toEqual(["reject"]);
    expect(callState()).toMatchObject({ status: "incoming", peerId: 7 });
    await acceptCall();
    first.open();
    const whileTalking = ring(device, "client:9");
    expect(whileTalking.invoked).toEqual(["reject"]);
    expect(callState()).toMatchObject({ status: "active", peerId: 7 });
    expect(first.invoked).toEqual(["accept"]);
  });

  it("a caller that is not one of our clients is rejected without ringing", async () => {
    const { device } = await twilio();
    const call = ring(device, "+48123456789");
    expect(call.invoked).toEqual(["reject"]);
    expect(callState()).toEqual({ status: "idle" });
  });

  it("a refused microphone ends the call with its message, not a silent reset", async () => {
    const { device } = await twilio();
    const call = ring(device);
    await acceptCall();
    // call.js accept(): getUserMedia refused → _disconnect() ("disconnect"), then "error" 31401.
    call.disconnect();
    call.emit("error", { code: 31401, message: "UserMedia Permission Denied Error" });
    await vi.waitFor(() =>
      expect(callState()).toEqual({ status: "idle", error: CALL_TEXTS.microphoneRefused }),
    );
  });

  it("another call error resets the state (SPEC.md §4)", async () => {
    const { device } = await twilio();
    await startCall(42, "Burger Bus");
    device.outgoing[0]?.emit("error", { code: 31005, message: "Connection error" });
    expect(callState()).toEqual({ status: "idle" });
  });

  it("tokenWillExpire fetches a fresh token and hands it to updateToken", async () => {
    const { device, fetchToken } = await twilio();
    device.emit("tokenWillExpire", device);
    await vi.waitFor(() => expect(device.updatedTokens).toEqual(["token-2"]));
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it("call_unavailable from the hub hangs up the Twilio call", async () => {
    const { device } = await twilio();
    await startCall(42, "Burger Bus");
    await handleCallEvent({ type: "call_unavailable", message: "Rozmówca jest teraz niedostępny." });
    expect(device.outgoing[0]?.invoked).toContain("disconnect");
    expect(callState()).toEqual({ status: "idle" });
  });

  it("signing out (the transport taken away) hangs up and destroys the device", async () => {
    const { device, transport } = await twilio();
    await startCall(42, "Burger Bus");
    setTransport(null);
    transport.destroy();
    expect(device.outgoing[0]?.invoked).toContain("disconnect");
    expect(device.state).toBe("destroyed");
    expect(callState()).toEqual({ status: "idle" });
  });

  it("a call still ringing when the page goes is only ignored here (another tab may answer)", async () => {
    const { device, transport } = await twilio();
    const call = ring(device);
    hangUp();
    transport.destroy();
    expect(call.invoked).toEqual(["ignore"]);
  });

  it("listens only to events the installed SDK emits", async () => {
    const { device } = await twilio();
    await startCall(42, "Burger Bus");
    const deviceEvents: string[] = Object.values(Device.EventName);
    for (const name of device.eventNames()) expect(deviceEvents).toContain(name);
    const sdkEntry = createRequire(import.meta.url).resolve("@twilio/voice-sdk");
    const callSource = readFileSync(join(dirname(sdkEntry), "twilio/call.js"), "utf8");
    const callEvents = device.outgoing[0]?.eventNames() ?? [];
    expect(callEvents.length).toBeGreaterThan(5);
    for (const name of callEvents) expect(callSource).toContain(`this.emit('${String(name)}'`);
  });
});
