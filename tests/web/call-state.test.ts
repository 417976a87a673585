import { describe, expect, it } from "vitest";
import {
  bannerPhase,
  type CallState,
  callDuration,
  liveCall,
  withAnswer,
  withConnection,
} from "../../web/src/features/voice/call-state";

const peer = { callId: "call-1", peerId: 7, peerName: "Ewa K." };

describe("the call banner's states", () => {
  it("the caller: ringing, answered and connecting, then connected with the timer's start", () => {
    let state: CallState = liveCall(peer, "calling");
    expect(bannerPhase(state)).toBe("ringing");
    // ICE may connect before the answer is processed: still ringing, no timer yet.
    state = withConnection(state, "call-1", "connecting", 1_000);
    expect(bannerPhase(state)).toBe("ringing");
    state = withAnswer(state, "call-1", 2_000);
    expect(state).toMatchObject({ status: "active", connectedAt: null });
    expect(bannerPhase(state)).toBe("connecting");
    state = withConnection(state, "call-1", "connected", 3_000);
    expect(state).toMatchObject({ connection: "connected", connectedAt: 3_000 });
    expect(bannerPhase(state)).toBe("connected");
  });

  it("an answer arriving after the media connected starts the timer then", () => {
    let state: CallState = withConnection(liveCall(peer, "calling"), "call-1", "connected", 1_000);
    expect(state).toMatchObject({ connectedAt: null });
    state = withAnswer(state, "call-1", 1_500);
    expect(state).toMatchObject({ status: "active", connectedAt: 1_500 });
    expect(bannerPhase(state)).toBe("connected");
  });

  it("a reconnection shows connecting again and keeps the timer's start", () => {
    let state: CallState = withConnection(liveCall(peer, "active"), "call-1", "connected", 5_000);
    state = withConnection(state, "call-1", "disconnected", 9_000);
    expect(bannerPhase(state)).toBe("connecting");
    state = withConnection(state, "call-1", "connected", 12_000);
    expect(state).toMatchObject({ connectedAt: 5_000 });
    expect(bannerPhase(state)).toBe("connected");
  });

  it("reports about another call, or with no call, change nothing", () => {
    const active = liveCall(peer, "active");
    expect(withConnection(active, "call-2", "connected", 1)).toBe(active);
    expect(withAnswer(active, "call-1", 1)).toBe(active);
    const idle: CallState = { status: "idle" };
    expect(withConnection(idle, "call-1", "connected", 1)).toBe(idle);
    expect(bannerPhase(idle)).toBeNull();
    expect(bannerPhase({ ...peer, status: "incoming" })).toBe("incoming");
  });

  it("a new call starts unmuted and unconnected", () => {
    expect(liveCall(peer, "active")).toEqual({
      ...peer,
      status: "active",
      connection: "new",
      connectedAt: null,
      muted: false,
    });
  });
});

describe("the call's running time", () => {
  it("minutes and seconds, hours only past an hour, never negative", () => {
    expect(callDuration(0)).toBe("00:00");
    expect(callDuration(999)).toBe("00:00");
    expect(callDuration(65_000)).toBe("01:05");
    expect(callDuration(59 * 60_000 + 59_999)).toBe("59:59");
    expect(callDuration(3_600_000 + 2 * 60_000 + 3_000)).toBe("1:02:03");
    expect(callDuration(-2_000)).toBe("00:00");
  });
});
