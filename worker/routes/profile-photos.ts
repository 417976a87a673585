import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { PHOTO_VARIANTS_FIELD } from "../domain/photo-variants";
import { pathId, validate, validatePath } from "../lib/validate";
import { loadEditableProfile, requireAuth, requireTruckEditor } from "../permissions";
import { anyJsonObject } from "../schemas/fields";
import { photoAppendSchema, photoOrderSchema } from "../schemas/profile-photos";
import { appendPhotos, removePhoto, reorderPhotos } from "../use-cases/profiles/gallery";
import { readPhotos } from "../use-cases/profiles/photo-uploads";
import { useCaseContext } from "./context";

/**
 * A truck's gallery photo by photo (beyond SPEC.md, issue 36), mounted beside the profile routes. Its owner
 * (or an admin, who may already edit the profile and remove its photos) only: the permission is checked
 * before the body is read (a wrong actor hears 403 even for a malformed one) or the gallery looked at.
 * Each answers the profile as GET /profiles/{id} does.
 */
export const profilePhotosRoutes = new Hono<AppEnv>()
  .post(
    "/:id/photos",
    requireAuth,
    validatePath({ id: pathId }),
    requireTruckEditor,
    validate("form", photoAppendSchema),
    async (c) => {
      const profile = await loadEditableProfile(c.var.db, c.var.user, c.req.valid("param").id);
      const form = c.req.valid("form");
      const uploads = await readPhotos(form.gallery_photos, form[PHOTO_VARIANTS_FIELD]);
      return c.json(await appendPhotos(useCaseContext(c), profile, uploads), 201);
    },
  )

  .put(
    "/:id/photos/order",
    requireAuth,
    validatePath({ id: pathId }),
    // The body must be an object (as on every route), then the caller may change the truck, then its fields.
    validate("json", anyJsonObject),
    requireTruckEditor,
    validate("json", photoOrderSchema),
    async (c) => {
      const profile = await loadEditableProfile(c.var.db, c.var.user, c.req.valid("param").id);
      return c.json(await reorderPhotos(useCaseContext(c), profile, c.req.valid("json").photo_ids));
    },
  )

  .delete("/:id/photos/:photoId", requireAuth, validatePath({ id: pathId, photoId: pathId }), async (c) => {
    const { id, photoId } = c.req.valid("param");
    const profile = await loadEditableProfile(c.var.db, c.var.user, id);
    return c.json(await removePhoto(useCaseContext(c), c.var.user, profile, photoId));
  });
