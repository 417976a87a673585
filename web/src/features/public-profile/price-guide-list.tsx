import { formatPln } from "@shared/domain/money";
import { type PriceGuide, portionPriceText } from "@shared/domain/price-guide";
import type { TruckNeeds } from "@shared/domain/truck-needs";
import { useId, useState } from "react";
import { CostEstimate } from "../event-fields/cost-estimate";
import { statedReach } from "../event-fields/estimate-reach";
import { hasPortionPrice } from "../event-fields/settlement";

/**
 * The truck's prices on its profile (beyond SPEC.md, issue 16); nothing when the owner gave none. The guests
 * of the search, when it had them, are already in the estimate (issue 35).
 */
export function PriceGuideList({
  guide,
  guests,
}: {
  guide: PriceGuide & Pick<TruckNeeds, "portions_per_hour">;
  guests?: number | undefined;
}) {
  const portion = portionPriceText(guide);
  if (portion === null && guide.minimum_order === null) return null;
  return (
    <div className="offer__group">
      <h3 className="offer__title">Ceny</h3>
      <dl className="price-guide">
        {portion !== null && (
          <div>
            <dt>Porcja</dt>
            <dd>{portion}</dd>
          </div>
        )}
        {guide.minimum_order !== null && (
          <div>
            <dt>Minimalne zamówienie</dt>
            <dd>{formatPln(guide.minimum_order)}</dd>
          </div>
        )}
      </dl>
      {hasPortionPrice(guide) && <GuestEstimate guide={guide} searched={guests} />}
    </div>
  );
}

/** For an organizer weighing a hired truck: the guests in, its likely cost out (an estimate, said so). */
function GuestEstimate({
  guide,
  searched,
}: {
  guide: PriceGuide & Pick<TruckNeeds, "portions_per_hour">;
  searched: number | undefined;
}) {
  const id = useId();
  const [guests, setGuests] = useState(searched === undefined ? "" : String(searched));
  return (
    <div className="guest-estimate">
      <div className="field guest-estimate__field">
        <label htmlFor={id}>Liczba gości</label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={guests}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setGuests(event.target.value)}
        />
        <span id={`${id}-hint`} className="field__hint">
          Wpisz, ilu gości przewidujesz, a policzymy szacunkowy koszt wynajmu tego food trucka.
        </span>
      </div>
      <div aria-live="polite">
        <CostEstimate guide={guide} guests={guests} reach={statedReach(guide, guests)} />
      </div>
    </div>
  );
}
