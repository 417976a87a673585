import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { ApiError } from "../lib/errors";
import { pathId, validate, validatePath } from "../lib/validate";
import {
  assertOwner,
  loadEditableProfile,
  requireAuth,
  requireOwnTruck,
  requireTruckEditor,
} from "../permissions";
import { bulkAvailabilitySchema } from "../schemas/availability-bulk";
import { anyJsonObject } from "../schemas/fields";
import {
  availabilityRangeQuerySchema,
  availabilityUpdateSchema,
  monthQuerySchema,
  PROFILE_TEXTS,
  profileFieldsSchema,
  profileSearchSchema,
  truckReviewsQuerySchema,
} from "../schemas/profiles";
import { setAvailabilityInBulk } from "../use-cases/availability/bulk";
import { busyDaysBetween, busyDaysOfMonth, setDayAvailability } from "../use-cases/availability/calendar";
import { readPhotos } from "../use-cases/profiles/photo-uploads";
import { findProfile, profileDtos, profilesOfUser, publicProfile } from "../use-cases/profiles/queries";
import { createProfile, updateProfile } from "../use-cases/profiles/write";
import { truckReviews } from "../use-cases/reviews/truck-reviews";
import { searchTrucks } from "../use-cases/search/search-trucks";
import { useCaseContext } from "./context";
import { searchHeaders } from "./search-headers";

const idPath = validatePath({ id: pathId });

/** Truck profiles, search and calendars (SPEC.md §7 "Profiles and availability"). */
export const profilesRoutes = new Hono<AppEnv>()
  .get("/", validate("query", profileSearchSchema), async (c) => {
    const started = Date.now();
    const result = await searchTrucks(c.var.db, c.req.valid("query"));
    // The search's own time (the clock moves across its D1 call), for dev tools and bench/search.mjs.
    c.header("Server-Timing", `search;dur=${Date.now() - started}`);
    for (const [name, value] of Object.entries(searchHeaders(result))) c.header(name, value);
    c.header(
      "Access-Control-Expose-Headers",
      "X-Total-Count, X-Place-Not-Found, X-Place-Suggestions, X-Search-Place, Server-Timing",
    );
    return c.json(result.trucks);
  })

  .get("/my-profiles", requireAuth, async (c) => {
    return c.json(await profileDtos(c.var.db, await profilesOfUser(c.var.db, c.var.user.id)));
  })

  .get("/:id", idPath, async (c) => {
    const profile = await publicProfile(c.var.db, c.req.valid("param").id);
    if (!profile) throw new ApiError(404, PROFILE_TEXTS.notFound);
    return c.json(profile);
  })

  .post("/", requireAuth, validate("form", profileFieldsSchema), async (c) => {
    assertOwner(c.var.user);
    const { gallery_photos, gallery_photo_variants, ...fields } = c.req.valid("form");
    const uploads = await readPhotos(gallery_photos, gallery_photo_variants);
    return c.json(await createProfile(useCaseContext(c), c.var.user, fields, uploads), 201);
  })

  // The permission first: a wrong actor hears 403 whatever the body holds.
  .put("/:id", requireAuth, idPath, requireTruckEditor, validate("form", profileFieldsSchema), async (c) => {
    const profile = await loadEditableProfile(c.var.db, c.var.user, c.req.valid("param").id);
    const { gallery_photos, gallery_photo_variants, ...fields } = c.req.valid("form");
    const uploads = await readPhotos(gallery_photos, gallery_photo_variants);
    return c.json(await updateProfile(useCaseContext(c), profile, fields, uploads));
  })

  .get("/:id/availability", idPath, validate("query", monthQuerySchema), async (c) => {
    const { year, month } = c.req.valid("query");
    const profile = await findProfile(c.var.db, c.req.valid("param").id);
    if (!profile) throw new ApiError(404, PROFILE_TEXTS.notFound);
    return c.json(await busyDaysOfMonth(c.var.db, profile.id, year, month));
  })

  // Beyond SPEC.md (issue 16): what organizers wrote about the truck, a page at a time.
  .get("/:id/reviews", idPath, validate("query", truckReviewsQuerySchema), async (c) => {
    const profile = await findProfile(c.var.db, c.req.valid("param").id);
    if (!profile) throw new ApiError(404, PROFILE_TEXTS.notFound);
    return c.json(await truckReviews(c.var.db, profile.id, c.req.valid("query").offset));
  })

  // Several months at once for a date picker: the busy days as "YYYY-MM-DD".
  .get("/:id/busy-days", idPath, validate("query", availabilityRangeQuerySchema), async (c) => {
    const { from, to } = c.req.valid("query");
    const profile = await findProfile(c.var.db, c.req.valid("param").id);
    if (!profile) throw new ApiError(404, PROFILE_TEXTS.notFound);
    return c.json(await busyDaysBetween(c.var.db, profile.id, from, to));
  })

  .post("/:id/availability", requireAuth, idPath, validate("json", availabilityUpdateSchema), async (c) => {
    // The calendar is the owner's own, not an admin's.
    const profile = await loadEditableProfile(c.var.db, c.var.user, c.req.valid("param").id, {
      allowAdmin: false,
    });
    return c.json(await setDayAvailability(c.var.db, profile.id, c.req.valid("json")));
  })

  // Beyond SPEC.md (issue 36): a range, a weekday rule or an undo in one change. The body must be an object
  // (as on every route), then the caller must own the truck, and only then are its fields read.
  .post(
    "/:id/availability/bulk",
    requireAuth,
    idPath,
    validate("json", anyJsonObject),
    requireOwnTruck,
    validate("json", bulkAvailabilitySchema),
    async (c) => {
      return c.json(await setAvailabilityInBulk(c.var.db, c.req.valid("param").id, c.req.valid("json")));
    },
  );
