import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { pathId, validate, validatePath } from "../lib/validate";
import { resolveDisputeSchema } from "../schemas/disputes";
import { resolveDispute } from "../use-cases/payments/resolve-dispute";
import { useCaseContext } from "./context";

/** Admin dispute resolution (SPEC.md §7 "Admin"): refund (partly) or release. */
export const adminDisputesRoutes = new Hono<AppEnv>().post(
  "/:requestId/resolve",
  validatePath({ requestId: pathId }),
  validate("json", resolveDisputeSchema),
  async (c) => {
    const { requestId } = c.req.valid("param");
    return c.json(await resolveDispute(useCaseContext(c), c.var.user, requestId, c.req.valid("json")));
  },
);
