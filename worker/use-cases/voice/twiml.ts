// The few TwiML answers Twilio gets from the voice webhooks (https://www.twilio.com/docs/voice/twiml).
// The e-mails' escaping serves XML as well: its five entities are all valid there.
import { escapeHtml as escapeXml } from "../../lib/html-escape";

function response(verbs: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${verbs}</Response>`;
}

/**
 * Rings the Voice SDK client registered as `identity`. `answerOnBridge` keeps the caller hearing the
 * ringing until the callee answers; when the dial ends, Twilio posts its outcome to `action`.
 */
export function dialClient(identity: string, action: string): string {
  return response(
    `<Dial answerOnBridge="true" action="${escapeXml(action)}" method="POST"><Client>${escapeXml(identity)}</Client></Dial>`,
  );
}

/** Tells the caller why, in Polish, then ends the call. */
export function sayAndHangUp(message: string): string {
  return response(`<Say language="pl-PL">${escapeXml(message)}</Say><Hangup/>`);
}

export function hangUp(): string {
  return response("<Hangup/>");
}
