import { Hono } from "hono";
import { calendarReaderFor } from "../adapters/calendar-source";
import type { AppEnv } from "../app-env";
import { enforceRateLimits } from "../db/rate-limit";
import { pathId, validate, validatePath } from "../lib/validate";
import { loadEditableProfile, requireAuth } from "../permissions";
import { calendarImportSchema } from "../schemas/calendar-import";
import {
  importState,
  startImport,
  stopImport,
  syncImport,
} from "../use-cases/calendar-import/calendar-import";

const idPath = validatePath({ id: pathId });

/**
 * Reads of an owner's calendar on demand (saving an address, "Synchronizuj teraz"): each waits for an
 * outside server for up to 10 s, so a truck gets a few per 10 minutes; the cron's own reads do not count.
 */
const READS_PER_TRUCK = { limit: 6, windowSeconds: 600 } as const;

/**
 * Beyond SPEC.md (issue 36): a truck's import of its owner's own calendar, at
 * /api/profiles/{id}/calendar-import. The calendar is the owner's own, not an admin's.
 */
export const calendarImportRoutes = new Hono<AppEnv>()
  .get("/:id/calendar-import", requireAuth, idPath, async (c) => {
    const profile = await loadEditableProfile(c.var.db, c.var.user, c.req.valid("param").id, {
      allowAdmin: false,
    });
    return c.json(await importState(c.var.db, profile.id));
  })

  .put("/:id/calendar-import", requireAuth, idPath, validate("json", calendarImportSchema), async (c) => {
    const profile = await loadEditableProfile(c.var.db, c.var.user, c.req.valid("param").id, {
      allowAdmin: false,
    });
    await enforceRateLimits(c.var.db, [{ key: `calendar-read:${profile.id}`, ...READS_PER_TRUCK }]);
    const url = c.req.valid("json").url;
    return c.json(await startImport(c.var.db, c.env.ENVIRONMENT, profile.id, url, calendarReaderFor(c.env)));
  })

  .post("/:id/calendar-import/sync", requireAuth, idPath, async (c) => {
    const profile = await loadEditableProfile(c.var.db, c.var.user, c.req.valid("param").id, {
      allowAdmin: false,
    });
    await enforceRateLimits(c.var.db, [{ key: `calendar-read:${profile.id}`, ...READS_PER_TRUCK }]);
    return c.json(await syncImport(c.var.db, profile.id, calendarReaderFor(c.env)));
  })

  .delete("/:id/calendar-import", requireAuth, idPath, async (c) => {
    const profile = await loadEditableProfile(c.var.db, c.var.user, c.req.valid("param").id, {
      allowAdmin: false,
    });
    return c.json(await stopImport(c.var.db, profile.id));
  });
