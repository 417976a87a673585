// Voice: which transport calls use. Twilio (voice-twilio.ts) when its five settings are there; otherwise
// browser-to-browser WebRTC signalled through the users' hubs, which needs no outside service and is a
// valid choice in production too (DESIGN.md §8, §10), so there is no local stand-in for Twilio.
import type { Env } from "../env";
import type { TwilioConfig } from "./voice-twilio";

export type VoiceTransport = "twilio" | "webrtc";

export class VoiceConfigError extends Error {}

/** Each setting, its field and the prefix Twilio gives that kind of id (the secrets have none). */
const TWILIO_SETTINGS = [
  ["TWILIO_ACCOUNT_SID", "accountSid", "AC"],
  ["TWILIO_API_KEY_SID", "apiKeySid", "SK"],
  ["TWILIO_API_KEY_SECRET", "apiKeySecret", ""],
  ["TWILIO_TWIML_APP_SID", "twimlAppSid", "AP"],
  ["TWILIO_AUTH_TOKEN", "authToken", ""],
] as const satisfies readonly (readonly [keyof Env, keyof TwilioConfig, string])[];

/** Calls go through Twilio as soon as any of its settings is given: a partial set is an error, not WebRTC. */
export function voiceTransport(env: Env): VoiceTransport {
  return TWILIO_SETTINGS.some(([name]) => env[name]?.trim()) ? "twilio" : "webrtc";
}

/**
 * The Twilio settings, or null when none is given (calls use WebRTC). Some but not all, or an id of the
 * wrong kind, is a VoiceConfigError naming the settings to fix, in every environment.
 */
export function twilioConfigFromEnv(env: Env): TwilioConfig | null {
  if (voiceTransport(env) === "webrtc") return null;
  const missing = TWILIO_SETTINGS.filter(([name]) => !env[name]?.trim()).map(([name]) => name);
  if (missing.length > 0) throw new VoiceConfigError(`Twilio voice is missing ${missing.join(", ")}`);
  const config: TwilioConfig = {
    accountSid: "",
    apiKeySid: "",
    apiKeySecret: "",
    twimlAppSid: "",
    authToken: "",
  };
  for (const [name, field, prefix] of TWILIO_SETTINGS) {
    const value = env[name]?.trim() ?? "";
    if (!value.startsWith(prefix)) throw new VoiceConfigError(`${name} must start with ${prefix}`);
    config[field] = value;
  }
  return config;
}
