import { type TruckNeeds, truckNeedsLines } from "@shared/domain/truck-needs";
import "./truck-needs.css";

/**
 * Beyond SPEC.md (issue 38): what the truck serves and needs on site, in plain Polish ("Wydaje do 120
 * porcji na godzinę", "Długość 6,5 m", "Potrzebuje gniazda 400 V, 11 kW"); nothing when the owner stated
 * none of it.
 */
export function TruckNeedsList({ needs }: { needs: TruckNeeds }) {
  const lines = truckNeedsLines(needs);
  if (lines.length === 0) return null;
  return (
    <div className="offer__group truck-needs-group">
      <h3 className="offer__title">Wydajność i wymagania</h3>
      <ul className="truck-needs">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
