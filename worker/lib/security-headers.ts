import { createMiddleware } from "hono/factory";
import { mapTileOrigin } from "../adapters/map-tiles";
import type { AppEnv } from "../app-env";

/**
 * Outside hosts the app talks to: Google sign-in, Stripe payments, Twilio voice, and the map tiles'
 * provider when one is configured (`tileOrigin`). Nothing else.
 */
function contentSecurityPolicy(tileOrigin: string | undefined): string {
  return [
    "default-src 'self'",
    // Stripe.js (payment page only) comes from js.stripe.com and its *.js.stripe.com hosts.
    "script-src 'self' https://accounts.google.com/gsi/client https://js.stripe.com https://*.js.stripe.com",
    "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
    `img-src 'self' data: blob: https://*.googleusercontent.com https://*.stripe.com${tileOrigin ? ` ${tileOrigin}` : ""}`,
    "font-src 'self'",
    "connect-src 'self' https://accounts.google.com/gsi/ https://api.stripe.com https://*.twilio.com wss://*.twilio.com",
    "frame-src https://accounts.google.com/gsi/ https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
    "media-src 'self' https://*.twilio.com",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Google's sign-in popup needs to talk back to the opener.
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "Permissions-Policy":
    'camera=(), geolocation=(), microphone=(self), payment=(self "https://js.stripe.com")',
};

/**
 * Adds the headers to every response, copying it first when its headers are immutable (assets, DOs).
 * API answers carry sessions, contacts and bookings: no cache keeps them unless a route says otherwise
 * (public, immutable photos do).
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status === 101) return; // WebSocket upgrade: headers are irrelevant and the response must pass through.
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(mapTileOrigin(c.env)),
    ...SECURITY_HEADERS,
  };
  if (c.req.path.startsWith("/api/") && !c.res.headers.has("Cache-Control"))
    headers["Cache-Control"] = "no-store";
  let response = c.res;
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  } catch {
    response = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    c.res = undefined;
    c.res = response;
  }
});
