import { getDb } from "../../db/client";
import type { Env } from "../../env";
import { callableConversation } from "../../permissions";
import type { CallSignal, ServerEvent } from "../../schemas/realtime-protocol";
import { conversationFor } from "../chat/conversation-queries";
import { deliverToUser } from "../chat/live-delivery";

export interface RelayResult {
  outcome: "relayed" | "unavailable" | "not_allowed";
  /** For the sender's own tabs (their hub, which is where this runs): the call was taken. */
  toOwnTabs?: ServerEvent;
}

/**
 * A call step from `fromId` (the hub's own user: the sender is never taken from the frame) to `toId`,
 * relayed only between users who may call each other (permissions.ts). An offer carries the caller's name as the callee
 * knows it; an offer nobody is online to receive is "unavailable". When the callee answers or refuses,
 * their other tabs are to hear that the call was taken (the hub delivers that itself).
 */
export async function relayCallSignal(
  env: Env,
  fromId: number,
  frame: { to: number; callId: string; signal: CallSignal },
): Promise<RelayResult> {
  const db = getDb(env.DB);
  const conversationId = await callableConversation(db, fromId, frame.to);
  if (conversationId === null) return { outcome: "not_allowed" };
  const fromName =
    frame.signal.kind === "offer"
      ? (await conversationFor(db, conversationId, frame.to))?.other_participant_name
      : undefined;
  const delivered = await deliverToUser(env, frame.to, {
    type: "call_signal",
    from: fromId,
    ...(fromName === undefined ? {} : { fromName }),
    callId: frame.callId,
    signal: frame.signal,
  });
  const outcome = delivered === 0 && frame.signal.kind === "offer" ? "unavailable" : "relayed";
  const settles =
    frame.signal.kind === "answer" || frame.signal.kind === "reject" || frame.signal.kind === "busy";
  if (!settles) return { outcome };
  return {
    outcome,
    toOwnTabs: { type: "call_signal", from: frame.to, callId: frame.callId, signal: { kind: "taken" } },
  };
}
