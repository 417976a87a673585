/**
 * An organizer's saved trucks (beyond SPEC.md, issue 16); organizers only (others 403):
 * - GET /favourites: the saved trucks as profiles, newest saved first.
 * - PUT /favourites/{profileId}: save (200 `{profile_id, saved: true}`, again the same; unknown truck 404;
 *   past the cap 409).
 * - DELETE /favourites/{profileId}: remove (200 `{profile_id, saved: false}`, also when it was not saved).
 */
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { pathId, validatePath } from "../lib/validate";
import { requireAuth, requireOrganizer } from "../permissions";
import { favouriteProfiles, removeFavourite, saveFavourite } from "../use-cases/favourites/favourites";
import { FAVOURITE_TEXTS } from "../use-cases/favourites/texts";

const profilePath = validatePath({ profileId: pathId });

export const favouritesRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .use(requireOrganizer(FAVOURITE_TEXTS.organizersOnly))
  .get("/", async (c) => c.json(await favouriteProfiles(c.var.db, c.var.user)))
  .put("/:profileId", profilePath, async (c) => {
    const { profileId } = c.req.valid("param");
    await saveFavourite(c.var.db, c.var.user, profileId);
    return c.json({ profile_id: profileId, saved: true });
  })
  .delete("/:profileId", profilePath, async (c) => {
    const { profileId } = c.req.valid("param");
    await removeFavourite(c.var.db, c.var.user, profileId);
    return c.json({ profile_id: profileId, saved: false });
  });
