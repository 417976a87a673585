import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./app-env";
import { publicConfig } from "./config";
import { MAX_VARIANT_BYTES, PHOTO_VARIANT_WIDTHS } from "./domain/photo-variants";
import { ApiError, handleError, MESSAGES } from "./lib/errors";
import { requestId } from "./lib/request-id";
import { securityHeaders } from "./lib/security-headers";
import { requireAdmin } from "./permissions";
import {
  adminBookingsRoutes,
  adminConversationsRoutes,
  adminDisputesListRoutes,
  adminOperationsRoutes,
} from "./routes/admin-bookings";
import { adminDisputesRoutes } from "./routes/admin-disputes";
import { adminPaymentsRoutes, adminPayoutsRoutes } from "./routes/admin-payouts";
import { adminEventsRoutes, adminProfilesRoutes, adminUserProfilesRoutes } from "./routes/admin-profiles";
import { adminAuditRoutes, adminStatsRoutes, adminUsersRoutes } from "./routes/admin-users";
import { authRoutes } from "./routes/auth";
import { calendarFeedRoutes, calendarFeedSettingsRoutes } from "./routes/calendar";
import { calendarImportRoutes } from "./routes/calendar-import";
import { citiesRoutes } from "./routes/cities";
import { withDb } from "./routes/context";
import { conversationsRoutes } from "./routes/conversations";
import { devRoutes } from "./routes/dev";
import { eventsRoutes } from "./routes/events";
import { favouritesRoutes } from "./routes/favourites";
import { filesRoutes } from "./routes/files";
import { notificationsRoutes } from "./routes/notifications";
import { assetOrPage, pagesRoutes } from "./routes/pages";
import { handlePartyRequest } from "./routes/parties";
import { placesRoutes } from "./routes/places";
import { plannerRoutes } from "./routes/planner";
import { profilePhotosRoutes } from "./routes/profile-photos";
import { profilesRoutes } from "./routes/profiles";
import { realtimeRoutes } from "./routes/realtime";
import { requestsRoutes } from "./routes/requests";
import { reviewsRoutes } from "./routes/reviews";
import { socialProofRoutes } from "./routes/social-proof";
import { stripeRoutes } from "./routes/stripe";
import { usersRoutes } from "./routes/users";
import { voiceRoutes } from "./routes/voice";
import { PROFILE_LIMITS } from "./schemas/profile-texts";

/**
 * JSON bodies are small; multipart uploads get room for their files: ten gallery photos of 1 MB, each with
 * its smaller WebP copies, plus the form's text (invoices, 5 MB, fit too).
 */
const JSON_BODY_LIMIT = 64 * 1024;
const UPLOAD_BODY_LIMIT =
  PROFILE_LIMITS.maxPhotos *
    (PROFILE_LIMITS.maxPhotoBytes + PHOTO_VARIANT_WIDTHS.length * MAX_VARIANT_BYTES) +
  1024 * 1024;
const UPLOAD_PATHS = [
  /^\/api\/profiles(\/[^/]+)?$/,
  /^\/api\/profiles\/[^/]+\/photos$/,
  /^\/api\/requests\/[^/]+\/upload-invoice$/,
];

function bodyLimitFor(path: string): number {
  return UPLOAD_PATHS.some((pattern) => pattern.test(path)) ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT;
}

const limits = new Map(
  [JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT].map((maxSize) => [
    maxSize,
    bodyLimit({
      maxSize,
      onError: () => {
        throw new ApiError(413, MESSAGES.tooLarge);
      },
    }),
  ]),
);

const api = new Hono<AppEnv>()
  .basePath("/api")
  .use((c, next) => {
    const limit = limits.get(bodyLimitFor(c.req.path));
    if (!limit) throw new Error("no body limit configured");
    return limit(c, next);
  })
  .get("/health", (c) => c.json({ ok: true }))
  .get("/config", (c) => c.json(publicConfig(c.env)))
  .route("/auth", authRoutes)
  .route("/realtime", realtimeRoutes)
  .route("/users/me/calendar-feed", calendarFeedSettingsRoutes)
  .route("/users", usersRoutes)
  .route("/profiles", profilesRoutes)
  .route("/profiles", calendarImportRoutes)
  .route("/profiles", profilePhotosRoutes)
  .route("/places", placesRoutes)
  .route("/planner", plannerRoutes)
  .route("/cities", citiesRoutes)
  .route("/social-proof", socialProofRoutes)
  .route("/calendar", calendarFeedRoutes)
  .route("/files", filesRoutes)
  .route("/events", eventsRoutes)
  .route("/favourites", favouritesRoutes)
  .route("/requests", requestsRoutes)
  .route("/reviews", reviewsRoutes)
  .route("/notifications", notificationsRoutes)
  .route("/stripe", stripeRoutes)
  .route("/conversations", conversationsRoutes)
  .route("/voice", voiceRoutes)
  // Every admin route, present and future, behind one guard where they are mounted (tests/worker/admin-guard).
  .use("/admin/*", requireAdmin)
  .route("/admin/disputes", adminDisputesRoutes)
  .route("/admin/disputes", adminDisputesListRoutes)
  .route("/admin/bookings", adminBookingsRoutes)
  .route("/admin/conversations", adminConversationsRoutes)
  .route("/admin/payouts", adminPayoutsRoutes)
  .route("/admin/payments", adminPaymentsRoutes)
  .route("/admin/users", adminUsersRoutes)
  .route("/admin/users", adminUserProfilesRoutes)
  .route("/admin/profiles", adminProfilesRoutes)
  .route("/admin/events", adminEventsRoutes)
  .route("/admin/operations", adminOperationsRoutes)
  .route("/admin/stats", adminStatsRoutes)
  .route("/admin/audit", adminAuditRoutes)
  .route("/dev", devRoutes);

/** The typed API surface; the SPA's `hc<AppType>` client is generated from it. */
export type AppType = typeof api;

export const app = new Hono<AppEnv>();
app.use(securityHeaders);
app.use("/api/*", requestId);
app.use("/api/*", withDb);
app.use("/parties/*", withDb);
app.route("/", api);
app.all("/api/*", () => {
  throw new ApiError(404, MESSAGES.notFound);
});
app.all("/parties/*", handlePartyRequest);
// The home page is index.html with its first search results in it (decision 0014).
app.route("/", pagesRoutes);
// The build's files, the SPA's other pages, and the not-found page with 404 for the rest (decision 0025).
app.all("*", assetOrPage);
app.onError(handleError);
