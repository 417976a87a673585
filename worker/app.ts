import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./app-env";
import { publicConfig } from "./config";
import { ApiError, handleError, MESSAGES } from "./lib/errors";
import { securityHeaders } from "./lib/security-headers";
import { authRoutes } from "./routes/auth";
import { devRoutes } from "./routes/dev";
import { handlePartyRequest } from "./routes/parties";
import { usersRoutes } from "./routes/users";

/** JSON bodies are small; upload routes set their own, larger limits. */
const JSON_BODY_LIMIT = 64 * 1024;

const api = new Hono<AppEnv>()
  .basePath("/api")
  .use(
    bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: () => {
        throw new ApiError(413, MESSAGES.tooLarge);
      },
    }),
  )
  .get("/health", (c) => c.json({ ok: true }))
  .get("/config", (c) => c.json(publicConfig(c.env)))
  .route("/auth", authRoutes)
  .route("/users", usersRoutes)
  .route("/dev", devRoutes);

/** The typed API surface; the SPA's `hc<AppType>` client is generated from it. */
export type AppType = typeof api;

export const app = new Hono<AppEnv>();
app.use(securityHeaders);
app.route("/", api);
app.all("/api/*", () => {
  throw new ApiError(404, MESSAGES.notFound);
});
app.all("/parties/*", handlePartyRequest);
app.all("*", (c) => c.env.ASSETS.fetch(c.req.raw));
app.onError(handleError);
