import { formatPln } from "@shared/domain/money";
import { type PriceGuide, portionPriceText } from "@shared/domain/price-guide";

/** The truck's prices on its profile (beyond SPEC.md, issue 16); nothing when the owner gave none. */
export function PriceGuideList({ guide }: { guide: PriceGuide }) {
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
    </div>
  );
}
