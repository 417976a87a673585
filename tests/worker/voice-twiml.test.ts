import { env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { twilioSignature } from "../../worker/adapters/voice-twilio";
import { createStrangers, quickUser } from "./booking-fixtures";
import { setBlocked, TEXT } from "./helpers";
import { collectFrames, frameMatching, userHubSocket } from "./socket-fixtures";
import {
  callFields,
  chatPartners,
  dialStatus,
  PUBLIC_ORIGIN,
  placeCall,
  sayAndHangUp,
  TWILIO,
  twilioWebhook,
  twimlOf,
  VOICE_TEXT,
  withTwilio,
} from "./voice-fixtures";

const client = (userId: number) => `client:${userId}`;

const dialed = (userId: number) =>
  '<?xml version="1.0" encoding="UTF-8"?><Response>' +
  `<Dial answerOnBridge="true" action="/api/voice/dial-status" method="POST"><Client>${userId}</Client></Dial>` +
  "</Response>";

const callUnavailable = (message: string) => (frame: unknown) =>
  JSON.stringify(frame) === JSON.stringify({ type: "call_unavailable", message });

describe("POST /api/voice/twiml: Twilio's signature is the credential", () => {
  it("refuses a request without a signature, with a wrong one or one for other fields (403)", async () => {
    const { organizer, owner } = await chatPartners();
    const from = client(organizer.user.id);
    const to = String(owner.user.id);

    const unsigned = await placeCall(from, to, { signature: null });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.json()).toEqual({ message: TEXT.forbidden });
    expect((await placeCall(from, to, { signature: "bm90IGEgc2lnbmF0dXJl" })).status).toBe(403);
    expect((await placeCall(from, to, { authToken: "someone-elses-auth-token" })).status).toBe(403);
    expect((await placeCall(from, to, { signedUrl: `${PUBLIC_ORIGIN}/api/voice/other` })).status).toBe(403);

    // A signature made for one callee does not carry over to another.
    const forOther = await twilioWebhook("/api/voice/twiml", callFields({ From: from, To: "1" }), {
      signature: await signatureFor(callFields({ From: from, To: to })),
    });
    expect(forOther.status).toBe(403);
  });

  it("accepts the URL as the Worker saw it and as APP_URL names it, with or without the port", async () => {
    const { organizer, owner } = await chatPartners();
    const from = client(organizer.user.id);
    const to = String(owner.user.id);
    for (const signedUrl of [
      "http://localhost/api/voice/twiml",
      "http://localhost:80/api/voice/twiml",
      `${PUBLIC_ORIGIN}/api/voice/twiml`,
      `${PUBLIC_ORIGIN}:443/api/voice/twiml`,
    ]) {
      expect(await twimlOf(await placeCall(from, to, { signedUrl }))).toBe(dialed(owner.user.id));
    }
  });

  it("does not exist without Twilio (404), signature or not", async () => {
    const { organizer, owner } = await chatPartners();
    const res = await placeCall(client(organizer.user.id), String(owner.user.id), { bindings: env });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: VOICE_TEXT.twilioOff });
  });
});

describe("POST /api/voice/twiml: whom a call reaches", () => {
  it("rings the peer's Voice SDK client when the two share a conversation, either way round", async () => {
    const { organizer, owner } = await chatPartners();
    expect(await twimlOf(await placeCall(client(organizer.user.id), String(owner.user.id)))).toBe(
      dialed(owner.user.id),
    );
    expect(await twimlOf(await placeCall(client(owner.user.id), String(organizer.user.id)))).toBe(
      dialed(organizer.user.id),
    );
  });

  it("a stranger hears a polite Polish refusal, and their open tabs get call_unavailable", async () => {
    const { organizer } = await chatPartners();
    const { otherOwner } = await createStrangers();
    const socket = await userHubSocket(otherOwner.user.id, otherOwner.token);
    const frames = collectFrames(socket);
    const res = await placeCall(client(otherOwner.user.id), String(organizer.user.id));
    expect(await twimlOf(res)).toBe(sayAndHangUp(VOICE_TEXT.notAllowed));
    await frameMatching(frames, callUnavailable(VOICE_TEXT.notAllowed));
    socket.close(1000, "test done");
  });

  it("nobody calls themselves, nor a user who does not exist", async () => {
    const { organizer } = await chatPartners();
    const self = await placeCall(client(organizer.user.id), String(organizer.user.id));
    expect(await twimlOf(self)).toBe(sayAndHangUp(VOICE_TEXT.notAllowed));
    const nobody = await placeCall(client(organizer.user.id), "9999999999");
    expect(await twimlOf(nobody)).toBe(sayAndHangUp(VOICE_TEXT.notAllowed));
  });

  it("a blocked user neither calls nor is called, though their token may still be valid", async () => {
    const { organizer, owner } = await chatPartners();
    await setBlocked(owner.user.id);
    expect(await twimlOf(await placeCall(client(organizer.user.id), String(owner.user.id)))).toBe(
      sayAndHangUp(VOICE_TEXT.notAllowed),
    );
    expect(await twimlOf(await placeCall(client(owner.user.id), String(organizer.user.id)))).toBe(
      sayAndHangUp(VOICE_TEXT.notAllowed),
    );
  });

  it.each([
    ["a phone number", "+48600700800"],
    ["a client name", "client:12"],
    ["DTMF digits", "12w#"],
    ["nothing", ""],
    ["markup", "<Dial>1</Dial>"],
    ["too long for an id", "12345678901"],
  ])("a To that is not a user id (%s) is refused", async (_label, to) => {
    const { user, token } = await quickUser();
    const socket = await userHubSocket(user.id, token);
    const frames = collectFrames(socket);
    expect(await twimlOf(await placeCall(client(user.id), to))).toBe(sayAndHangUp(VOICE_TEXT.unknownCallee));
    await frameMatching(frames, callUnavailable(VOICE_TEXT.unknownCallee));
    socket.close(1000, "test done");
  });

  it("a caller that is not one of our clients (a phone, a forged identity) is refused", async () => {
    const { owner } = await chatPartners();
    for (const from of ["+48600700800", "client:", "client:abc", "client:1 OR 1=1"]) {
      expect(await twimlOf(await placeCall(from, String(owner.user.id)))).toBe(
        sayAndHangUp(VOICE_TEXT.unknownCallee),
      );
    }
  });
});

describe("the voice webhooks and malformed input", () => {
  it("any signed fields get TwiML (never a 5xx Twilio would read out as an application error)", async () => {
    const text = fc.string({ unit: "binary", maxLength: 24 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/api/voice/twiml", "/api/voice/dial-status"),
        fc.dictionary(fc.constantFrom("From", "To", "DialCallStatus", "Caller", "Ą"), text),
        async (path, fields) => {
          const res = await twilioWebhook(path, fields);
          expect(res.status).toBe(200);
          expect(await res.text()).toMatch(
            /^<\?xml version="1.0" encoding="UTF-8"\?><Response>.*<\/Response>$/,
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it("a body that is not a form, unsigned, is refused (403), not a 5xx", async () => {
    for (const body of ["%%%", "\u0000\uffff", "a=%E0%A4%A", '{"From":"client:1"}']) {
      const res = await withTwilio("http://localhost/api/voice/twiml", {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": "x" },
      });
      expect(res.status, body).toBe(403);
    }
  });
});

describe("POST /api/voice/dial-status: how the dial ended", () => {
  it.each(["no-answer", "busy", "failed"])(
    "%s: the peer is offline or away, so the caller gets call_unavailable and hears why",
    async (status) => {
      const { organizer } = await chatPartners();
      const socket = await userHubSocket(organizer.user.id, organizer.token);
      const frames = collectFrames(socket);
      expect(await twimlOf(await dialStatus(client(organizer.user.id), status))).toBe(
        sayAndHangUp(VOICE_TEXT.unavailable),
      );
      await frameMatching(frames, callUnavailable(VOICE_TEXT.unavailable));
      socket.close(1000, "test done");
    },
  );

  it.each(["completed", "answered", "canceled"])("%s: the call is over, nothing to tell", async (status) => {
    const { organizer } = await chatPartners();
    const socket = await userHubSocket(organizer.user.id, organizer.token);
    const frames = collectFrames(socket);
    expect(await twimlOf(await dialStatus(client(organizer.user.id), status))).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>',
    );
    // A dial that went unanswered afterwards tells the caller's tab: anything this one told it came first.
    expect((await dialStatus(client(organizer.user.id), "no-answer")).status).toBe(200);
    await frameMatching(frames, callUnavailable(VOICE_TEXT.unavailable));
    expect(frames).toEqual([{ type: "call_unavailable", message: VOICE_TEXT.unavailable }]);
    socket.close(1000, "test done");
  });

  it("is signature-checked too (403)", async () => {
    const { organizer } = await chatPartners();
    const fields = callFields({ From: client(organizer.user.id), DialCallStatus: "no-answer" });
    const res = await twilioWebhook("/api/voice/dial-status", fields, { authToken: "wrong" });
    expect(res.status).toBe(403);
  });
});

function signatureFor(fields: Record<string, string>): Promise<string> {
  return twilioSignature(
    TWILIO.TWILIO_AUTH_TOKEN,
    `${PUBLIC_ORIGIN}/api/voice/twiml`,
    new Map(Object.entries(fields).map(([name, value]) => [name, [value]])),
  );
}
