import type { Context } from "hono";
import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../app-env";
import { iceServers } from "../config";
import { requireAuth, signedTwilioParams } from "../permissions";
import { twilioCallSchema, twilioDialEndSchema } from "../schemas/voice-twilio";
import { answerTwilioCall, dialEnded, issueVoiceToken } from "../use-cases/voice/twilio-calls";
import { useCaseContext } from "./context";

async function webhookParams(c: Context<AppEnv>): Promise<Record<string, string>> {
  return signedTwilioParams(c.env, {
    url: c.req.url,
    // Bytes, not .text(): workerd warns about text() on a form body; Twilio sends UTF-8.
    body: new TextDecoder().decode(await c.req.arrayBuffer()),
    signature: c.req.header("X-Twilio-Signature"),
  });
}

function twiml(c: Context<AppEnv>, xml: string): Response {
  return c.body(xml, 200, { "Content-Type": "text/xml; charset=utf-8" });
}

/**
 * Voice calls through Twilio (SPEC.md §7 "GET /voice/token"; decision 0016). Without Twilio configured
 * calls go browser to browser through the user hubs and these routes answer 404.
 */
export const voiceRoutes = new Hono<AppEnv>()
  .get("/token", requireAuth, async (c) => c.json(await issueVoiceToken(c.env, c.var.user.id)))
  // STUN/TURN for browser-to-browser calls: signed-in users only (TURN credentials cost bandwidth).
  .get("/ice-servers", requireAuth, (c) => c.json({ ice_servers: iceServers(c.env) }))
  // Twilio calls these two without a session: the signature is the credential (permissions.ts).
  .post("/twiml", async (c) => {
    const call = v.parse(twilioCallSchema, await webhookParams(c));
    return twiml(c, await answerTwilioCall(useCaseContext(c), call));
  })
  .post("/dial-status", async (c) => {
    const dial = v.parse(twilioDialEndSchema, await webhookParams(c));
    return twiml(c, await dialEnded(useCaseContext(c), dial));
  });
