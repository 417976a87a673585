import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { pathId, validate, validatePath } from "../lib/validate";
import { adminUserUpdateSchema, listQuerySchema, userListQuerySchema } from "../schemas/admin";
import { listAudit } from "../use-cases/admin/audit-queries";
import { adminStats } from "../use-cases/admin/stats";
import {
  deleteUser,
  listUsers,
  removePaymentAccount,
  toggleBlock,
  updateUser,
} from "../use-cases/admin/users";
import { useCaseContext } from "./context";

const idPath = validatePath({ id: pathId });

/** Admin: numbers and users (SPEC.md §7 "Admin"); admin-only: guarded where /api/admin is mounted (app.ts). */
export const adminUsersRoutes = new Hono<AppEnv>()
  .get("/", validate("query", userListQuerySchema), async (c) =>
    c.json(await listUsers(c.var.db, c.req.valid("query"))),
  )
  .put("/:id/toggle-block", idPath, async (c) =>
    c.json(await toggleBlock(useCaseContext(c), c.var.user, c.req.valid("param").id)),
  )
  .put("/:id", idPath, validate("json", adminUserUpdateSchema), async (c) =>
    c.json(await updateUser(useCaseContext(c), c.var.user, c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/:id", idPath, async (c) => {
    await deleteUser(useCaseContext(c), c.var.user, c.req.valid("param").id);
    return c.json({ message: "Użytkownik został usunięty." });
  })
  .delete("/:id/stripe-account", idPath, async (c) =>
    c.json(await removePaymentAccount(useCaseContext(c), c.var.user, c.req.valid("param").id)),
  );

export const adminStatsRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(await adminStats(c.var.db)));

const auditQuery = listQuerySchema(["created_at"], {});

export const adminAuditRoutes = new Hono<AppEnv>().get("/", validate("query", auditQuery), async (c) => {
  return c.json(await listAudit(c.var.db, c.req.valid("query")));
});
