import * as v from "valibot";
import { fields } from "./fields";

export const DISPUTE_TEXTS = {
  action: "Wybierz sposób rozstrzygnięcia: refund (zwrot) lub release (przekazanie).",
  amount: "Kwota zwrotu musi być liczbą większą od zera.",
} as const;

/** POST /admin/disputes/{requestId}/resolve (SPEC.md §7): the refund amount arrives in grosze. */
export const resolveDisputeSchema = v.variant(
  "action",
  [
    fields(
      {
        action: v.literal("refund"),
        amount: v.pipe(
          v.number(DISPUTE_TEXTS.amount),
          v.integer(DISPUTE_TEXTS.amount),
          v.minValue(1, DISPUTE_TEXTS.amount),
          v.maxValue(100_000_000, DISPUTE_TEXTS.amount),
        ),
      },
      { amount: DISPUTE_TEXTS.amount },
    ),
    fields({ action: v.literal("release") }, {}),
  ],
  DISPUTE_TEXTS.action,
);
export type ResolveDisputeInput = v.InferOutput<typeof resolveDisputeSchema>;
