import type { CalendarImportMessage } from "./jobs/calendar-message";
import type { OutboxMessage } from "./jobs/outbox-message";
import type { PayoutMessage } from "./jobs/payout-message";
import type { ServerEvent } from "./schemas/realtime-protocol";

/**
 * A hub namespace as the app uses it: one hub per name, reached with a socket's request or a method call.
 * On Cloudflare it is a Durable Object namespace (party/*.ts); on Bun and Deno the in-process hubs
 * (platform/hubs.ts).
 */
export interface HubNamespace<Methods> {
  getByName(name: string): Methods & { fetch(request: Request): Promise<Response> };
}

/**
 * Which sockets to close: every socket of a user (logout everywhere, password change or reset, block,
 * deletion), or only those opened with one session's tickets (logout).
 */
export interface SocketScope {
  userId: number;
  sessionId?: string;
}

export interface UserHubMethods {
  deliver(event: ServerEvent): Promise<number>;
  closeSockets(scope: SocketScope, reason: string): Promise<number>;
}

export interface ConversationRoomMethods {
  broadcastEvent(event: ServerEvent): Promise<number>;
  closeSockets(scope: SocketScope, reason: string): Promise<number>;
}

/** Bindings and configuration the Worker receives through `c.env` (see wrangler.toml and README). */
export interface Env {
  DB: D1Database;
  FILES: R2Bucket;
  ASSETS: Fetcher;
  OUTBOX_QUEUE: Queue<OutboxMessage>;
  /** The outbox's push rows, apart from e-mails (worker/jobs/push-queue.ts). */
  PUSH_QUEUE: Queue<OutboxMessage>;
  PAYOUT_QUEUE: Queue<PayoutMessage>;
  /** Reads of owners' imported calendars, one message each (worker/jobs/calendar-queue.ts). */
  CALENDAR_QUEUE: Queue<CalendarImportMessage>;
  UserHub: HubNamespace<UserHubMethods>;
  ConversationRoom: HubNamespace<ConversationRoomMethods>;
  ENVIRONMENT: string;
  /** Fewer PBKDF2 rounds for new password hashes, development and test only (decision 0032). */
  PASSWORD_HASH_ITERATIONS?: string;
  /**
   * The transport under the guarded fetcher (imported calendars): absent on Cloudflare, whose fetch cannot
   * reach private networks; Bun and Deno give one that resolves the name and refuses non-public addresses
   * (platform/outside-fetch.ts, decision 0026).
   */
  OUTSIDE_FETCH?: typeof fetch;
  APP_URL: string;
  JWT_SECRET?: string;
  MAIL_FROM: string;
  MAIL_API_KEY?: string;
  MAIL_API_URL?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_JWKS_URL: string;
  /** Stripe (worker/adapters/payments.ts); without a key, development runs the local test mode. */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_CONNECT_WEBHOOK_SECRET?: string;
  /** Public key for Stripe.js on the payment page (pk_…); not a secret. */
  STRIPE_PUBLISHABLE_KEY?: string;
  /**
   * Map tiles for the search map (issue 16, worker/adapters/map-tiles.ts): an https URL template with {z},
   * {x} and {y} (e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png), and the attribution its licence asks
   * for. Without a URL, development draws its own offline tiles and production shows no map.
   */
  MAP_TILE_URL?: string;
  MAP_ATTRIBUTION?: string;
  /** STUN/TURN servers for browser-to-browser calls: a JSON array of RTCIceServer (worker/config.ts). */
  ICE_SERVERS?: string;
  /**
   * Web Push (worker/adapters/push.ts): the VAPID key pair, base64url (public: the uncompressed P-256
   * point, private: the scalar d). `npm start` generates a local pair; production sets both as secrets.
   */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** Who push services may contact about our pushes (mailto: or https:), the VAPID JWT's `sub`. */
  VAPID_SUBJECT: string;
  /**
   * Twilio Voice (worker/adapters/voice.ts): all five, or none and calls go browser to browser (WebRTC).
   * The API key signs the browsers' access tokens; the auth token checks Twilio's webhook signatures.
   */
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_API_KEY_SID?: string;
  TWILIO_API_KEY_SECRET?: string;
  TWILIO_TWIML_APP_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
}
