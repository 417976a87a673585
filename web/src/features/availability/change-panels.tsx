import { BULK_MAX_DAYS, dayCount } from "@shared/domain/availability-range";
import { BULK_TEXTS } from "@shared/schemas/availability-bulk";
import { useEffect, useRef } from "react";
import { rangeWords, selectionWords } from "./range-words";
import type { ChangeFeedback, ChangeOrigin } from "./use-availability-changes";
import type { DayRange } from "./use-day-selection";

interface RangePanelProps {
  anchor: string | null;
  range: DayRange | null;
  thisYear: number;
  saving: boolean;
  onMark: (available: boolean) => void;
  onCancel: () => void;
}

/** Under the calendar while a range is picked: what is picked, and what to do with it. */
export function RangePanel({ anchor, range, thisYear, saving, onMark, onCancel }: RangePanelProps) {
  const panelRef = useRef<HTMLElement>(null);
  const complete = range !== null;
  // A finished range brings its actions into sight (on a phone they are below the calendar), without
  // covering any day as a bar pinned to the screen would.
  useEffect(() => {
    if (complete) panelRef.current?.scrollIntoView({ block: "nearest" });
  }, [complete]);
  if (!anchor && !range) return null;
  const tooLong = range !== null && dayCount(range.from, range.to) > BULK_MAX_DAYS;
  return (
    <section ref={panelRef} className="av-panel" aria-label="Zaznaczone dni">
      <p className="av-panel__text" aria-live="polite">
        {range
          ? `${selectionWords(range.from, range.to, thisYear)}.`
          : anchor &&
            `Początek zakresu: ${rangeWords(anchor, anchor, thisYear)}. Teraz wybierz ostatni dzień.`}
      </p>
      {tooLong && (
        <p className="av-error" role="alert">
          {BULK_TEXTS.tooLong}
        </p>
      )}
      <div className="av-panel__actions">
        {range && (
          <>
            <button type="button" className="btn" disabled={saving || tooLong} onClick={() => onMark(false)}>
              Oznacz jako niedostępne
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              disabled={saving || tooLong}
              onClick={() => onMark(true)}
            >
              Oznacz jako dostępne
            </button>
          </>
        )}
        <button type="button" className="btn btn--link" onClick={onCancel}>
          Anuluj
        </button>
      </div>
    </section>
  );
}

interface FeedbackProps {
  feedback: ChangeFeedback | null;
  origin: ChangeOrigin;
  saving: boolean;
  onUndo: (() => void) | null;
}

/**
 * What the last change asked for at `origin` did, with its undo, in a status region that is always there
 * (so it is read out when it fills). A refusal is an alert brought into sight: on a laptop a refused day
 * near the calendar's top had its reason below the fold.
 */
export function ChangeResult({ feedback, origin, saving, onUndo }: FeedbackProps) {
  const mine = feedback?.origin === origin ? feedback : null;
  return (
    <>
      <div className={mine && !mine.failed ? "av-result" : "av-result av-result--empty"} role="status">
        {mine && !mine.failed && (
          <>
            <span>{mine.text}</span>
            {onUndo && (
              <button
                type="button"
                className="btn btn--secondary av-result__undo"
                disabled={saving}
                onClick={onUndo}
              >
                Cofnij
              </button>
            )}
          </>
        )}
      </div>
      {mine?.failed && (
        <p ref={(element) => element?.scrollIntoView({ block: "nearest" })} className="av-error" role="alert">
          {mine.text}
        </p>
      )}
    </>
  );
}
