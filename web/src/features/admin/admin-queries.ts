import type { InferResponseType } from "hono/client";
import type { api } from "../../lib/api";

/** The shapes the admin tables show, typed from the Worker's answers. */
export type AdminUser = InferResponseType<typeof api.admin.users.$get, 200>["items"][number];
