import { twilioConfigFromEnv, VoiceConfigError } from "../../adapters/voice";
import type { TwilioConfig } from "../../adapters/voice-twilio";
import type { Env } from "../../env";
import { ApiError, MESSAGES } from "../../lib/errors";
import { logError } from "../../lib/log";
import { VOICE_TEXTS } from "./texts";

/**
 * The Twilio settings for a request. Without them calls go browser to browser, so the Twilio routes do
 * not exist (404); a partial set answers 503 and the log names what is missing.
 */
export function requireTwilio(env: Env): TwilioConfig {
  let config: TwilioConfig | null;
  try {
    config = twilioConfigFromEnv(env);
  } catch (error) {
    if (!(error instanceof VoiceConfigError)) throw error;
    logError("Twilio voice is not configured", error);
    throw new ApiError(503, MESSAGES.misconfigured);
  }
  if (!config) throw new ApiError(404, VOICE_TEXTS.twilioOff);
  return config;
}
