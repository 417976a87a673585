// What the app reads of Twilio's voice webhooks (form fields, names as Twilio sends them). A field that
// is missing or not what the app issued becomes null, so the webhook can still answer TwiML that ends the
// call politely instead of an error Twilio would read out as "an application error has occurred".
import * as v from "valibot";

/** The Voice SDK identity the token gave: `client:<user id>`. */
const clientUserId = v.fallback(
  v.nullable(
    v.pipe(
      v.string(),
      v.regex(/^client:\d{1,10}$/),
      v.transform((from) => Number(from.slice("client:".length))),
    ),
  ),
  null,
);

/** The peer the web passes as `To` (SPEC.md §4): a user id, digits only. */
const userId = v.fallback(v.nullable(v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))), null);

/** The TwiML app's voice request when a browser places a call. */
export const twilioCallSchema = v.object({ From: clientUserId, To: userId });
export type TwilioCall = v.InferOutput<typeof twilioCallSchema>;

/** The `<Dial action>` request when the dialled client answered, hung up or never did. */
export const twilioDialEndSchema = v.object({
  From: clientUserId,
  DialCallStatus: v.fallback(v.string(), ""),
});
export type TwilioDialEnd = v.InferOutput<typeof twilioDialEndSchema>;
