import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { insertWhere } from "../../db/insert-where";
import { bookingRequests, disputeResolutions } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import { REQUEST_TEXTS } from "../bookings/texts";
import { PAYMENT_TEXTS } from "./texts";

interface DisputeDecision {
  requestId: number;
  adminId: number;
  action: "refund" | "release";
  refundGrosze: number;
  releaseGrosze: number;
}

/**
 * Claims the dispute for one decision before any money moves, so a refund and a release clicked at once
 * cannot both reach the provider. The claim is taken while the booking is still `disputed` and held until
 * the decision is recorded; the same decision repeated (a double click, a retry after a lost answer)
 * continues under the same claim and refund key; a different one is refused while the claim is pending.
 * After the provider refused the refund, a new decision may claim it again under a new key.
 */
export async function claimDispute(
  db: Db,
  decision: DisputeDecision,
  bookingStatus: string,
  now: number,
): Promise<{ keyVersion: number }> {
  const claims = disputeResolutions;
  const [claimed] = await insertWhere(
    db,
    claims,
    { ...decision, state: "pending", createdAt: now, updatedAt: now },
    sql`EXISTS (SELECT 1 FROM ${bookingRequests} WHERE ${bookingRequests.id} = ${decision.requestId} AND ${bookingRequests.status} = ${bookingStatus})`,
  )
    .onConflictDoUpdate({
      target: claims.requestId,
      set: {
        adminId: decision.adminId,
        action: decision.action,
        refundGrosze: decision.refundGrosze,
        releaseGrosze: decision.releaseGrosze,
        state: "pending",
        keyVersion: sql`CASE WHEN ${claims.state} = 'refused' THEN ${claims.keyVersion} + 1 ELSE ${claims.keyVersion} END`,
        lastError: null,
        updatedAt: now,
      },
      setWhere: sql`${claims.state} = 'refused' OR (${claims.state} = 'pending' AND ${claims.action} = ${decision.action} AND ${claims.refundGrosze} = ${decision.refundGrosze})`,
    })
    .returning({ keyVersion: claims.keyVersion });
  if (claimed) return claimed;
  const pending = await db.query.disputeResolutions.findFirst({
    where: and(eq(claims.requestId, decision.requestId), eq(claims.state, "pending")),
  });
  if (pending) throw new ApiError(409, PAYMENT_TEXTS.disputeInProgress);
  throw new ApiError(409, REQUEST_TEXTS.changedMeanwhile);
}

/** The provider refused the refund: the claim is let go, so the admin may decide again (a new key). */
export async function releaseRefusedClaim(db: Db, requestId: number, keyVersion: number, error: string) {
  await db
    .update(disputeResolutions)
    .set({ state: "refused", lastError: error.slice(0, 500), updatedAt: nowSeconds() })
    .where(
      and(
        eq(disputeResolutions.requestId, requestId),
        eq(disputeResolutions.keyVersion, keyVersion),
        eq(disputeResolutions.state, "pending"),
      ),
    );
}

/** For the resolution's batch: the status changes only under this claim, still pending. */
export function heldClaim(requestId: number, keyVersion: number) {
  return sql`EXISTS (SELECT 1 FROM ${disputeResolutions} WHERE ${disputeResolutions.requestId} = ${requestId} AND ${disputeResolutions.state} = 'pending' AND ${disputeResolutions.keyVersion} = ${keyVersion})`;
}

/** In the resolution's batch, after the status change: the claim is done. */
export function completeClaim(db: Db, requestId: number, condition: SQL) {
  return db
    .update(disputeResolutions)
    .set({ state: "done" })
    .where(and(eq(disputeResolutions.requestId, requestId), condition));
}
