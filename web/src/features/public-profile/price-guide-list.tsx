import { formatPln } from "@shared/domain/money";
import { PLANNER_LIMITS } from "@shared/domain/planner";
import { type PriceGuide, portionPriceText } from "@shared/domain/price-guide";
import type { TruckNeeds } from "@shared/domain/truck-needs";
import type { SearchContext } from "@shared/schemas/search-context";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useId, useState } from "react";
import { QueryForm } from "../../components/query-form";
import { CostEstimate } from "../event-fields/cost-estimate";
import { guestsOf, statedReach } from "../event-fields/estimate-reach";
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

/** The truck page's "Oferta" heading, where the estimate's form brings the visitor back to. */
export const OFFER_TITLE_ID = "profile-offer-title";

/** The query's name for the guests, the home search's and the booking form's too (issue 35). */
const GUESTS_PARAM = "guest_count" satisfies keyof SearchContext;

/**
 * For an organizer weighing a hired truck: the guests in, its likely cost out (an estimate, said so), live
 * as they type. A form asking this page again with `guest_count` (the rest of its query kept), so that
 * without scripts, or before the app has started, "Policz" gets the estimate from the worker's page.
 * The guests typed replace the address's `guest_count` as they go (its entry, not a new one): the booking
 * call to action carries the address's query on, and would otherwise take the search's older number.
 */
function GuestEstimate({
  guide,
  searched,
}: {
  guide: PriceGuide & Pick<TruckNeeds, "portions_per_hour">;
  searched: number | undefined;
}) {
  const id = useId();
  const [guests, setGuests] = useState(searched === undefined ? "" : String(searched));
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const navigate = useNavigate({ from: "/profile/$profileId" });
  const typed = (text: string) => {
    setGuests(text);
    const count = guestsOf(text);
    void navigate({
      search: (previous) => ({ ...previous, [GUESTS_PARAM]: count ?? undefined }),
      replace: true,
      resetScroll: false,
    });
  };
  return (
    // Back at the offer, not at the top of the page (the page's early script scrolls to a fragment).
    <QueryForm className="guest-estimate" action={`${pathname}#${OFFER_TITLE_ID}`} field={GUESTS_PARAM}>
      <div className="field guest-estimate__field">
        <label htmlFor={id}>Liczba gości</label>
        <div className="guest-estimate__row">
          <input
            id={id}
            name={GUESTS_PARAM}
            type="number"
            inputMode="numeric"
            min={PLANNER_LIMITS.guests.min}
            max={PLANNER_LIMITS.guests.max}
            step={1}
            value={guests}
            aria-describedby={`${id}-hint`}
            onChange={(event) => typed(event.target.value)}
          />
          <button type="submit" className="btn btn--secondary guest-estimate__count">
            Policz
          </button>
        </div>
        <span id={`${id}-hint`} className="field__hint">
          Wpisz, ilu gości przewidujesz, a policzymy szacunkowy koszt wynajmu tego food trucka.
        </span>
      </div>
      <div aria-live="polite">
        <CostEstimate guide={guide} guests={guests} reach={statedReach(guide, guests)} />
      </div>
    </QueryForm>
  );
}
