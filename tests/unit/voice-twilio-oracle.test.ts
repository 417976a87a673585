// Our Web Crypto Twilio helpers (worker/adapters/voice-twilio.ts) against the official `twilio` package,
// which cannot run in the Worker (Node-only dependencies) but is the reference for what Twilio accepts.
import fc from "fast-check";
import { decodeJwt, decodeProtectedHeader, jwtVerify } from "jose";
import twilio from "twilio";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  formParams,
  type SignedParams,
  signVoiceToken,
  twilioSignature,
  verifyTwilioSignature,
} from "../../worker/adapters/voice-twilio";

/** Made-up settings in Twilio's shapes; not credentials. */
const CONFIG = {
  accountSid: `AC${"0f".repeat(16)}`,
  apiKeySid: `SK${"1e".repeat(16)}`,
  apiKeySecret: "oracle-api-key-secret-not-real",
  twimlAppSid: `AP${"2d".repeat(16)}`,
};
const AUTH_TOKEN = "oracle-auth-token-not-real";

type Fields = Record<string, string | string[]>;

function asParams(fields: Fields): SignedParams {
  return new Map(
    Object.entries(fields).map(([name, value]) => [name, Array.isArray(value) ? value : [value]]),
  );
}

/** The official helper's token for the same inputs as ours. */
function officialToken(identity: string, ttl = 3600): string {
  const token = new twilio.jwt.AccessToken(CONFIG.accountSid, CONFIG.apiKeySid, CONFIG.apiKeySecret, {
    identity,
    ttl,
  });
  token.addGrant(
    new twilio.jwt.AccessToken.VoiceGrant({
      incomingAllow: true,
      outgoingApplicationSid: CONFIG.twimlAppSid,
    }),
  );
  return token.toJwt();
}

afterEach(() => {
  vi.useRealTimers();
});

describe("voice access token vs twilio.jwt.AccessToken + VoiceGrant", () => {
  it.each(["1", "42", "9999999999"])(
    "identity %s: the same header and claims, byte for byte",
    async (identity) => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date("2026-06-01T12:00:00Z"));
      const now = Math.floor(Date.now() / 1000);
      const official = officialToken(identity, 600);
      const ours = await signVoiceToken(CONFIG, identity, now);

      expect(decodeProtectedHeader(ours)).toEqual(decodeProtectedHeader(official));
      expect(decodeJwt(ours)).toEqual(decodeJwt(official));
      // Same claims, same key and algorithm: the signatures agree too.
      expect(ours).toBe(official);
    },
  );

  it("at any time, the claims agree except when they were made", async () => {
    const official = decodeJwt(officialToken("7", 600));
    const ours = decodeJwt(await signVoiceToken(CONFIG, "7", undefined, 600));
    const { jti: _a, iat: officialIat = 0, exp: officialExp = 0, ...officialRest } = official;
    const { jti, iat = 0, exp = 0, ...oursRest } = ours;
    expect(oursRest).toEqual(officialRest);
    expect(exp - iat).toBe(officialExp - officialIat);
    expect(jti).toBe(`${CONFIG.apiKeySid}-${iat}`);
  });

  it("each verifies with the API key secret as the other's", async () => {
    const key = new TextEncoder().encode(CONFIG.apiKeySecret);
    const options = { algorithms: ["HS256"], issuer: CONFIG.apiKeySid, subject: CONFIG.accountSid };
    await expect(jwtVerify(officialToken("5"), key, options)).resolves.toBeDefined();
    await expect(jwtVerify(await signVoiceToken(CONFIG, "5"), key, options)).resolves.toBeDefined();
  });
});

const CASES: { label: string; url: string; fields: Fields }[] = [
  {
    label: "Twilio's documented example",
    url: "https://mycompany.com/myapp.php?foo=1&bar=2",
    fields: {
      CallSid: "CA1234567890ABCDE",
      Caller: "+12349013030",
      Digits: "1234",
      From: "+12349013030",
      To: "+18005551212",
    },
  },
  {
    label: "a Voice SDK call to our webhook",
    url: "https://foodtruck.example/api/voice/twiml",
    fields: { AccountSid: CONFIG.accountSid, From: "client:12", To: "34", Direction: "inbound" },
  },
  {
    label: "Polish characters in values and names",
    url: "https://foodtruck.example/api/voice/twiml?miasto=%C5%81%C3%B3d%C5%BA",
    fields: { Powód: "Zażółć gęślą jaźń", Ź: "ŹŻŚĆŃĄĘÓŁ", a: "ą", Z: "ż" },
  },
  {
    label: "a repeated name (values sorted, duplicates once)",
    url: "http://localhost:8787/api/voice/dial-status",
    fields: { Digits: ["9", "1", "9", "#"], From: "client:3" },
  },
  { label: "no fields", url: "https://foodtruck.example/api/voice/twiml", fields: {} },
];

describe("webhook signature vs twilio.getExpectedTwilioSignature / validateRequest", () => {
  it.each(CASES)("$label: the same signature, and each accepts the other's", async ({ url, fields }) => {
    const official = twilio.getExpectedTwilioSignature(AUTH_TOKEN, url, fields);
    const ours = await twilioSignature(AUTH_TOKEN, url, asParams(fields));
    expect(ours).toBe(official);
    expect(twilio.validateRequest(AUTH_TOKEN, ours, url, fields)).toBe(true);
    expect(await verifyTwilioSignature(AUTH_TOKEN, official, [url], asParams(fields))).toBe(true);
  });

  it.each(CASES)("$label: a changed field or another token fails both", async ({ url, fields }) => {
    const signature = twilio.getExpectedTwilioSignature(AUTH_TOKEN, url, fields);
    const changed = { ...fields, Extra: "1" };
    expect(twilio.validateRequest(AUTH_TOKEN, signature, url, changed)).toBe(false);
    expect(await verifyTwilioSignature(AUTH_TOKEN, signature, [url], asParams(changed))).toBe(false);
    expect(await verifyTwilioSignature("another-token", signature, [url], asParams(fields))).toBe(false);
    expect(await verifyTwilioSignature(AUTH_TOKEN, undefined, [url], asParams(fields))).toBe(false);
  });

  it("a URL signed with its default port is accepted without it, and the other way round, as Twilio's", async () => {
    const fields = { From: "client:1", To: "2" };
    for (const [signed, received] of [
      ["https://foodtruck.example:443/api/voice/twiml", "https://foodtruck.example/api/voice/twiml"],
      ["https://foodtruck.example/api/voice/twiml", "https://foodtruck.example:443/api/voice/twiml"],
    ] as const) {
      const signature = twilio.getExpectedTwilioSignature(AUTH_TOKEN, signed, fields);
      expect(twilio.validateRequest(AUTH_TOKEN, signature, received, fields)).toBe(true);
      expect(await verifyTwilioSignature(AUTH_TOKEN, signature, [received], asParams(fields))).toBe(true);
    }
  });

  it("a form body decodes to the fields Twilio signed (+ and %XX, UTF-8)", async () => {
    const fields = { Body: "Zażółć gęślą jaźń + 100%", From: "client:8" };
    const body = new URLSearchParams(fields).toString();
    const url = "https://foodtruck.example/api/voice/twiml";
    const official = twilio.getExpectedTwilioSignature(AUTH_TOKEN, url, fields);
    expect(await verifyTwilioSignature(AUTH_TOKEN, official, [url], formParams(body))).toBe(true);
  });

  it("any fields, any text: the same signature as the official helper", async () => {
    const name = fc
      .string({ unit: "binary", minLength: 1, maxLength: 8 })
      .filter((key) => key !== "__proto__");
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(name, fc.string({ unit: "binary", maxLength: 20 }), { maxKeys: 6 }),
        fc.webUrl({ withQueryParameters: true }),
        async (fields, url) => {
          expect(await twilioSignature(AUTH_TOKEN, url, asParams(fields))).toBe(
            twilio.getExpectedTwilioSignature(AUTH_TOKEN, url, fields),
          );
        },
      ),
      { numRuns: 200 },
    );
    // 200 signatures by both helpers: a second on a quiet machine, over the default 5 s on a busy one.
  }, 30_000);
});
