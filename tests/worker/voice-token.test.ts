import { env } from "cloudflare:test";
import { decodeProtectedHeader, jwtVerify } from "jose";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { twilioConfigFromEnv, VoiceConfigError, voiceTransport } from "../../worker/adapters/voice";
import { quickUser } from "./booking-fixtures";
import { nowSeconds, readJson, setBlocked, TEXT } from "./helpers";
import { getToken, TWILIO, twilioEnv, VOICE_TEXT, withTwilio } from "./voice-fixtures";

const tokenSchema = v.strictObject({ token: v.string(), identity: v.string() });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("GET /api/voice/token with Twilio configured", () => {
  it("signs a Twilio access token for the user: VoiceGrant, identity = user id, one hour", async () => {
    const { user, token } = await quickUser();
    const before = nowSeconds();
    const res = await getToken(token);
    expect(res.status).toBe(200);
    const body = await readJson(res, tokenSchema);
    expect(body.identity).toBe(String(user.id));

    expect(decodeProtectedHeader(body.token)).toEqual({ alg: "HS256", typ: "JWT", cty: "twilio-fpa;v=1" });
    const { payload } = await jwtVerify(body.token, new TextEncoder().encode(TWILIO.TWILIO_API_KEY_SECRET), {
      algorithms: ["HS256"],
      issuer: TWILIO.TWILIO_API_KEY_SID,
      subject: TWILIO.TWILIO_ACCOUNT_SID,
    });
    const issuedAt = payload.iat ?? 0;
    expect(issuedAt).toBeGreaterThanOrEqual(before);
    expect(issuedAt).toBeLessThanOrEqual(nowSeconds());
    expect(payload).toEqual({
      jti: `${TWILIO.TWILIO_API_KEY_SID}-${issuedAt}`,
      iss: TWILIO.TWILIO_API_KEY_SID,
      sub: TWILIO.TWILIO_ACCOUNT_SID,
      iat: issuedAt,
      // Ten minutes: a browser whose session ended keeps Twilio calls for at most that long.
      exp: issuedAt + 600,
      grants: {
        identity: String(user.id),
        voice: { incoming: { allow: true }, outgoing: { application_sid: TWILIO.TWILIO_TWIML_APP_SID } },
      },
    });
  });

  it("is signed with the API key secret, not with anything a client knows", async () => {
    const { token } = await quickUser();
    const body = await readJson(await getToken(token), tokenSchema);
    await expect(
      jwtVerify(body.token, new TextEncoder().encode(TWILIO.TWILIO_AUTH_TOKEN), { algorithms: ["HS256"] }),
    ).rejects.toThrow();
  });

  it("is for signed-in users only (401), and a blocked user gets none (403)", async () => {
    const missing = await getToken(undefined);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: TEXT.unauthorized });
    expect((await getToken("not-a-token")).status).toBe(401);

    const blocked = await quickUser();
    await setBlocked(blocked.user.id);
    const res = await getToken(blocked.token);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: TEXT.blocked });
  });
});

describe("GET /api/voice/token without Twilio", () => {
  it("is 404 with a Polish message: calls go browser to browser", async () => {
    const { token } = await quickUser();
    const res = await getToken(token, env);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: VOICE_TEXT.twilioOff });
    // Still a session first: strangers learn nothing about the configuration.
    expect((await getToken(undefined, env)).status).toBe(401);
  });

  it("with only part of the settings is 503, and the log names what is missing", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { token } = await quickUser();
    const partial = { ...twilioEnv, TWILIO_AUTH_TOKEN: undefined, TWILIO_TWIML_APP_SID: " " };
    const res = await getToken(token, partial);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: VOICE_TEXT.misconfigured });
    expect(errors).toHaveBeenCalledOnce();
    expect(JSON.parse(String(errors.mock.calls[0]?.[0]))).toMatchObject({
      level: "error",
      message: "Twilio voice is not configured",
      error: "Twilio voice is missing TWILIO_TWIML_APP_SID, TWILIO_AUTH_TOKEN",
    });
  });
});

describe("voice configuration", () => {
  const none = {
    ...env,
    TWILIO_ACCOUNT_SID: undefined,
    TWILIO_API_KEY_SID: undefined,
    TWILIO_API_KEY_SECRET: undefined,
    TWILIO_TWIML_APP_SID: undefined,
    TWILIO_AUTH_TOKEN: undefined,
  };

  it("no Twilio settings: WebRTC, in production too (no local stand-in to refuse)", () => {
    expect(voiceTransport(none)).toBe("webrtc");
    expect(twilioConfigFromEnv(none)).toBeNull();
    expect(twilioConfigFromEnv({ ...none, ENVIRONMENT: "production" })).toBeNull();
  });

  it("all five: Twilio", () => {
    expect(voiceTransport(twilioEnv)).toBe("twilio");
    expect(twilioConfigFromEnv(twilioEnv)).toEqual({
      accountSid: TWILIO.TWILIO_ACCOUNT_SID,
      apiKeySid: TWILIO.TWILIO_API_KEY_SID,
      apiKeySecret: TWILIO.TWILIO_API_KEY_SECRET,
      twimlAppSid: TWILIO.TWILIO_TWIML_APP_SID,
      authToken: TWILIO.TWILIO_AUTH_TOKEN,
    });
  });

  it.each(Object.keys(TWILIO))("any one missing is an error naming it (%s), in every environment", (name) => {
    for (const ENVIRONMENT of ["test", "production"]) {
      const partial = { ...twilioEnv, ENVIRONMENT, [name]: undefined };
      expect(voiceTransport(partial)).toBe("twilio");
      expect(() => twilioConfigFromEnv(partial)).toThrow(VoiceConfigError);
      expect(() => twilioConfigFromEnv(partial)).toThrow(`Twilio voice is missing ${name}`);
    }
  });

  it("an id of the wrong kind is an error naming it", () => {
    const swapped = { ...twilioEnv, TWILIO_API_KEY_SID: TWILIO.TWILIO_ACCOUNT_SID };
    expect(() => twilioConfigFromEnv(swapped)).toThrow("TWILIO_API_KEY_SID must start with SK");
  });

  it("GET /api/config tells the web which transport to use", async () => {
    const twilio = await withTwilio("http://localhost/api/config");
    expect(await readJson(twilio, v.object({ voice_transport: v.string() }))).toEqual({
      voice_transport: "twilio",
    });
    const webrtc = await withTwilio("http://localhost/api/config", {}, env);
    expect(await readJson(webrtc, v.object({ voice_transport: v.string() }))).toEqual({
      voice_transport: "webrtc",
    });
  });
});
