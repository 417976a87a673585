import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../app-env";
import { nowSeconds } from "../lib/time";
import { pathId, validate, validatePath } from "../lib/validate";
import {
  ADMIN_TEXTS,
  bookingListQuerySchema,
  commissionSchema,
  listQuerySchema,
  packagingSchema,
} from "../schemas/admin";
import { bookingDetails, listBookings, setBookingFlag } from "../use-cases/admin/bookings";
import { conversationMessages, listConversations } from "../use-cases/admin/conversations";
import { listDisputes } from "../use-cases/admin/disputes";
import { listOutbox, retryOutbox, retryPayout } from "../use-cases/admin/operations";
import { useCaseContext } from "./context";

const idPath = validatePath({ id: pathId });
const plainList = listQuerySchema(["created_at"], {});

/** Admin: bookings and their flags (SPEC.md §7 "Admin"); admin-only: guarded where /api/admin is mounted (app.ts). */
export const adminBookingsRoutes = new Hono<AppEnv>()
  .get("/", validate("query", bookingListQuerySchema), async (c) =>
    c.json(await listBookings(c.var.db, c.req.valid("query"), nowSeconds())),
  )
  .get("/:id", idPath, async (c) =>
    c.json(await bookingDetails(c.var.db, c.req.valid("param").id, nowSeconds())),
  )
  .put("/:id/packaging-status", idPath, validate("json", packagingSchema), async (c) => {
    const { packaging_ordered: value } = c.req.valid("json");
    return c.json(
      await setBookingFlag(
        c.var.db,
        c.var.user,
        c.req.valid("param").id,
        "packaging_ordered",
        value,
        nowSeconds(),
      ),
    );
  })
  .put("/:id/commission-status", idPath, validate("json", commissionSchema), async (c) => {
    const { commission_paid: value } = c.req.valid("json");
    return c.json(
      await setBookingFlag(
        c.var.db,
        c.var.user,
        c.req.valid("param").id,
        "commission_paid",
        value,
        nowSeconds(),
      ),
    );
  });

/** Admin: reported problems, open first. */
export const adminDisputesListRoutes = new Hono<AppEnv>().get("/", validate("query", plainList), async (c) =>
  c.json(await listDisputes(c.var.db, c.req.valid("query"), nowSeconds())),
);

/** Admin: conversations, read as they are. */
export const adminConversationsRoutes = new Hono<AppEnv>()
  .get("/", validate("query", plainList), async (c) =>
    c.json(await listConversations(c.var.db, c.req.valid("query"))),
  )
  .get("/:id/messages", idPath, async (c) =>
    c.json(await conversationMessages(c.var.db, c.req.valid("param").id)),
  );

const outboxQuery = listQuerySchema(["created_at"], {
  status: v.optional(v.picklist(["failed", "pending", "sent"], ADMIN_TEXTS.status), "failed"),
});

/** Admin operations: what failed (e-mails, pushes, transfers), with a retry. */
export const adminOperationsRoutes = new Hono<AppEnv>()
  .get("/outbox", validate("query", outboxQuery), async (c) =>
    c.json(await listOutbox(c.var.db, c.req.valid("query"))),
  )
  .post("/outbox/:id/retry", idPath, async (c) =>
    c.json(await retryOutbox(useCaseContext(c), c.var.user, c.req.valid("param").id)),
  )
  .post("/payouts/:id/retry", idPath, async (c) =>
    c.json(await retryPayout(useCaseContext(c), c.var.user, c.req.valid("param").id)),
  );
