import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { createBooking, createParties, createStrangers } from "./booking-fixtures";
import { api } from "./helpers";
import { collectFrames, frameMatching, userHubSocket } from "./socket-fixtures";

const TEXTS = {
  unavailable: "Rozmówca jest teraz niedostępny. Spróbuj później albo napisz wiadomość.",
  notAllowed: "Możesz dzwonić tylko do osób, z którymi prowadzisz rozmowę.",
};

const isType = (type: string) => (frame: unknown) => v.is(v.object({ type: v.literal(type) }), frame);
const isSignal = (kind: string) => (frame: unknown) =>
  v.is(v.object({ type: v.literal("call_signal"), signal: v.object({ kind: v.literal(kind) }) }), frame);

/** An organizer and an owner who have a conversation (about a booking). */
async function callers() {
  const parties = await createParties();
  const booking = await createBooking(parties);
  const res = await api(
    "/conversations/initiate/booking",
    { requestId: booking.request_id },
    parties.organizer,
  );
  expect(res.status).toBe(200);
  return parties;
}

const offer = (to: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: "call_signal",
    to,
    callId: "call-0123456789",
    signal: { kind: "offer", sdp: "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n" },
    ...extra,
  });

describe("browser-to-browser calls: signals relayed through the users' hubs", () => {
  it("an offer reaches every tab of the callee, from the hub's own user, with the caller's name", async () => {
    const { organizer, owner } = await callers();
    const caller = await userHubSocket(organizer.user.id, organizer.token);
    const calleeTabs = await Promise.all([
      userHubSocket(owner.user.id, owner.token),
      userHubSocket(owner.user.id, owner.token),
    ]);
    const received = calleeTabs.map(collectFrames);
    // A "from" in the frame is not believed: the sender is whoever's hub the socket belongs to.
    caller.send(offer(owner.user.id, { from: 999_999 }));
    for (const frames of received) {
      expect(await frameMatching(frames, isSignal("offer"))).toEqual({
        type: "call_signal",
        from: organizer.user.id,
        fromName: "Ewa W.",
        callId: "call-0123456789",
        signal: { kind: "offer", sdp: "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n" },
      });
    }

    // One tab answers: the caller gets the answer, the callee's tabs hear the call was taken.
    const callerFrames = collectFrames(caller);
    calleeTabs[0]?.send(
      JSON.stringify({
        type: "call_signal",
        to: organizer.user.id,
        callId: "call-0123456789",
        signal: { kind: "answer", sdp: "v=0" },
      }),
    );
    expect(await frameMatching(callerFrames, isSignal("answer"))).toMatchObject({ from: owner.user.id });
    for (const frames of received) expect(await frameMatching(frames, isSignal("taken"))).toBeDefined();

    // Network candidates go both ways.
    caller.send(
      JSON.stringify({
        type: "call_signal",
        to: owner.user.id,
        callId: "call-0123456789",
        signal: {
          kind: "ice",
          candidate: {
            candidate: "candidate:1 1 udp 1 127.0.0.1 5000 typ host",
            sdpMid: "0",
            sdpMLineIndex: 0,
          },
        },
      }),
    );
    expect(await frameMatching(received[0] ?? [], isSignal("ice"))).toMatchObject({
      from: organizer.user.id,
    });
    for (const socket of [caller, ...calleeTabs]) socket.close(1000, "done");
  });

  it("more than five calls a minute to one person: the caller is told to wait", async () => {
    const { organizer, owner } = await callers();
    const caller = await userHubSocket(organizer.user.id, organizer.token);
    const callee = await userHubSocket(owner.user.id, owner.token);
    const callerFrames = collectFrames(caller);
    const calleeFrames = collectFrames(callee);
    for (let i = 0; i < 6; i++) caller.send(offer(owner.user.id, { callId: `call-ring-${i}-000000` }));
    expect(await frameMatching(callerFrames, isType("call_unavailable"))).toEqual({
      type: "call_unavailable",
      message: "Zbyt wiele prób połączenia. Spróbuj ponownie za minutę.",
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calleeFrames.filter(isSignal("offer"))).toHaveLength(5);
    caller.close(1000, "done");
    callee.close(1000, "done");
  });

  it("calling someone not in the app: the caller hears they are unavailable", async () => {
    const { organizer, owner } = await callers();
    const caller = await userHubSocket(organizer.user.id, organizer.token);
    const frames = collectFrames(caller);
    caller.send(offer(owner.user.id));
    expect(await frameMatching(frames, isType("call_unavailable"))).toEqual({
      type: "call_unavailable",
      message: TEXTS.unavailable,
    });
    caller.close(1000, "done");
  });

  it("no conversation, no call: a stranger's offer never reaches the callee", async () => {
    const { owner } = await callers();
    const { otherOrganizer } = await createStrangers();
    const stranger = await userHubSocket(otherOrganizer.user.id, otherOrganizer.token);
    const callee = await userHubSocket(owner.user.id, owner.token);
    const calleeFrames = collectFrames(callee);
    const strangerFrames = collectFrames(stranger);
    stranger.send(offer(owner.user.id));
    expect(await frameMatching(strangerFrames, isType("call_unavailable"))).toEqual({
      type: "call_unavailable",
      message: TEXTS.notAllowed,
    });
    // Malformed frames are dropped without an answer.
    stranger.send(
      JSON.stringify({ type: "call_signal", to: owner.user.id, callId: "x", signal: { kind: "offer" } }),
    );
    stranger.send("{not json");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calleeFrames).toEqual([]);
    expect(strangerFrames).toHaveLength(1);
    stranger.close(1000, "done");
    callee.close(1000, "done");
  });
});
