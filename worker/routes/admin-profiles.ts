import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { pathId, validate, validatePath } from "../lib/validate";
import { adminProfileDetailsSchema, listQuerySchema, photoDeletionSchema } from "../schemas/admin";
import { adminEvents } from "../use-cases/admin/events";
import {
  adminProfile,
  deleteProfile,
  deleteProfilePhoto,
  updateProfileDetails,
  userProfiles,
} from "../use-cases/admin/profiles";
import { useCaseContext } from "./context";

const idPath = validatePath({ id: pathId });

/** Admin: trucks and their photos (SPEC.md §7 "Admin"); admin-only: guarded where /api/admin is mounted (app.ts). */
export const adminProfilesRoutes = new Hono<AppEnv>()
  .get("/:id", idPath, async (c) => c.json(await adminProfile(c.var.db, c.req.valid("param").id)))
  .put("/:id/details", idPath, validate("json", adminProfileDetailsSchema), async (c) =>
    c.json(
      await updateProfileDetails(useCaseContext(c), c.var.user, c.req.valid("param").id, c.req.valid("json")),
    ),
  )
  .delete("/:id/photo", idPath, validate("json", photoDeletionSchema), async (c) =>
    c.json(
      await deleteProfilePhoto(
        useCaseContext(c),
        c.var.user,
        c.req.valid("param").id,
        c.req.valid("json").photoUrl,
      ),
    ),
  )
  .delete("/:id", idPath, async (c) => {
    await deleteProfile(useCaseContext(c), c.var.user, c.req.valid("param").id);
    return c.json({ message: "Profil food trucka został usunięty." });
  });

/** GET /admin/users/{docId}/profiles: mounted beside the users routes. */
export const adminUserProfilesRoutes = new Hono<AppEnv>().get("/:id/profiles", idPath, async (c) =>
  c.json(await userProfiles(c.var.db, c.req.valid("param").id)),
);

export const adminEventsRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", listQuerySchema(["created_at"], {})),
  async (c) => c.json(await adminEvents(c.var.db, c.req.valid("query"))),
);
