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

/** A hang-up to `to`: relayed after every step sent before it, it shows those have arrived. */
const hangup = (to: number) =>
  JSON.stringify({ type: "call_signal", to, callId: "call-hangup-000000", signal: { kind: "hangup" } });

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
    // Call steps are relayed in order: once a later one (a hang-up) reached the callee, every offer that
    // was going to had arrived.
    caller.send(hangup(owner.user.id));
    await frameMatching(calleeFrames, isSignal("hangup"));
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
    const { organizer, owner } = await callers();
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
    // Malformed frames are dropped without an answer, and relayed to nobody, whoever sends them.
    const malformed = [
      JSON.stringify({ type: "call_signal", to: owner.user.id, callId: "x", signal: { kind: "offer" } }),
      "{not json",
    ];
    for (const frame of malformed) stranger.send(frame);
    // The hub answers a registration at once: any answer to the frames before it would have come first.
    stranger.send(JSON.stringify({ type: "register_user", user_id: otherOrganizer.user.id }));
    await frameMatching(strangerFrames, isType("registered"));
    expect(strangerFrames).toEqual([
      { type: "call_unavailable", message: TEXTS.notAllowed },
      { type: "registered", user_id: String(otherOrganizer.user.id) },
    ]);
    // The callee's contact sends them too, then hangs up: call steps are relayed in order, so once the
    // hang-up is there, anything relayed before it would be too.
    const contact = await userHubSocket(organizer.user.id, organizer.token);
    for (const frame of malformed) contact.send(frame);
    contact.send(hangup(owner.user.id));
    await frameMatching(calleeFrames, isSignal("hangup"));
    expect(calleeFrames).toEqual([
      {
        type: "call_signal",
        from: organizer.user.id,
        callId: "call-hangup-000000",
        signal: { kind: "hangup" },
      },
    ]);
    contact.close(1000, "done");
    stranger.close(1000, "done");
    callee.close(1000, "done");
  });
});
