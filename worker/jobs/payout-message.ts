/** Body of a payout queue message: the payout row to transfer. The row holds the amount, so retries are idempotent. */
export interface PayoutMessage {
  payoutId: number;
}

export const PAYOUT_QUEUE_NAME = "foodtruck-payouts";
