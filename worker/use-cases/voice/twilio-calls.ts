// Voice calls through Twilio (DESIGN.md §8): the browser's access token, the TwiML that connects a call
// only between users who share a conversation, and the end of a dial nobody answered.
import { signVoiceToken } from "../../adapters/voice-twilio";
import type { Env } from "../../env";
import { callableConversation } from "../../permissions";
import type { TwilioCall, TwilioDialEnd } from "../../schemas/voice-twilio";
import { deliverToUser } from "../chat/live-delivery";
import type { UseCaseContext } from "../context";
import { VOICE_TEXTS } from "./texts";
import { requireTwilio } from "./twilio-config";
import { dialClient, hangUp, sayAndHangUp } from "./twiml";

/** Where Twilio posts how a `<Dial>` ended (relative: Twilio resolves it against the webhook's URL). */
export const DIAL_STATUS_PATH = "/api/voice/dial-status";

/** `DialCallStatus` values that mean the callee never picked up: offline, busy or not answering. */
const UNANSWERED = new Set(["no-answer", "busy", "failed"]);

/** GET /api/voice/token: the signed-in user's Voice SDK token; the identity is their user id. */
export async function issueVoiceToken(
  env: Env,
  userId: number,
): Promise<{ token: string; identity: string }> {
  const identity = String(userId);
  return { token: await signVoiceToken(requireTwilio(env), identity), identity };
}

/** The caller hears why and, if we know who they are, their open tabs show it too (call_unavailable). */
async function refuse(env: Env, callerId: number | null, message: string): Promise<string> {
  if (callerId !== null) await deliverToUser(env, callerId, { type: "call_unavailable", message });
  return sayAndHangUp(message);
}

/**
 * POST /api/voice/twiml: a browser places a call with `To` = the peer's user id. It rings the peer's
 * Voice SDK client only when the two share a conversation. Whether the peer is online is Twilio's to
 * know (their client registers with Twilio, not with us): the dial's outcome comes to `dialEnded`.
 */
export async function answerTwilioCall(ctx: UseCaseContext, call: TwilioCall): Promise<string> {
  if (call.From === null) return sayAndHangUp(VOICE_TEXTS.unknownCallee);
  if (call.To === null) return refuse(ctx.env, call.From, VOICE_TEXTS.unknownCallee);
  if ((await callableConversation(ctx.db, call.From, call.To)) === null)
    return refuse(ctx.env, call.From, VOICE_TEXTS.notAllowed);
  return dialClient(String(call.To), DIAL_STATUS_PATH);
}

/**
 * POST /api/voice/dial-status: the dial ended. Unanswered (the peer has no registered client, is busy or
 * did not pick up), the caller gets call_unavailable, as with the WebRTC transport; otherwise the call
 * is over and the caller's leg ends too.
 */
export async function dialEnded(ctx: UseCaseContext, dial: TwilioDialEnd): Promise<string> {
  if (!UNANSWERED.has(dial.DialCallStatus)) return hangUp();
  return refuse(ctx.env, dial.From, VOICE_TEXTS.unavailable);
}
