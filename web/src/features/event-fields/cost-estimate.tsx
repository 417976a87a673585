import { ESTIMATE_EXPLAINS, type EstimateReach } from "@shared/domain/booking-kind";
import type { PriceGuide } from "@shared/domain/price-guide";
import { estimateLine, hasPortionPrice } from "./settlement";
import "./cost-estimate.css";

interface CostEstimateProps {
  guide: PriceGuide;
  /** The guest count as typed. */
  guests: string;
  /** Said while the truck has prices but no guests are given (nothing is said when left out). */
  guestsFirst?: string;
  /** What one truck serves in the hours, when fewer than the guests need (the planner's verdict). */
  reach?: EstimateReach | undefined;
}

/**
 * What a hired truck will likely cost for the guests typed, from its price guide, said to be an estimate.
 * Nothing without portion prices. The caller puts it in a live region, so the amount is read as it changes.
 */
export function CostEstimate({ guide, guests, guestsFirst, reach }: CostEstimateProps) {
  if (!hasPortionPrice(guide)) return null;
  const line = estimateLine(guide, guests, reach);
  if (line === null) return guestsFirst ? <p className="cost-estimate__how">{guestsFirst}</p> : null;
  return (
    <div className="cost-estimate">
      <p className="cost-estimate__amount">{line}</p>
      <p className="cost-estimate__how">{ESTIMATE_EXPLAINS}</p>
    </div>
  );
}
