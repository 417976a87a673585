import { type ReactNode, useId } from "react";
import { type MoneyBooking, moneySummary } from "./money-summary-text";

/**
 * One money summary per booking (issue 34), the same on both parties' cards and the admin page: the kind
 * of booking, what was agreed, what is paid or due and by whom, when the money moves, and until when the
 * booking may be cancelled. `children` adds what belongs to the viewer (a receipt link).
 */
export function MoneySummary({ booking, children }: { booking: MoneyBooking; children?: ReactNode }) {
  const titleId = useId();
  const summary = moneySummary(booking, Math.floor(Date.now() / 1000));
  const tone =
    booking.payment_status === "paid"
      ? "bk-box--paid"
      : booking.status === "awaiting_deposit"
        ? "bk-box--payment"
        : "bk-box--money";
  return (
    <section className={`bk-box bk-money ${tone}`} aria-labelledby={titleId}>
      <h4 id={titleId} className="bk-box__title bk-money__title">
        Rozliczenie: {summary.kind}
      </h4>
      <dl className="bk-money__agreed">
        {summary.agreed.map((line) => (
          <div key={line.term}>
            <dt>{line.term}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {summary.due && <p className="bk-money__due">{summary.due}</p>}
      {summary.moves.map((text) => (
        <p key={text} className="bk-box__hint">
          {text}
        </p>
      ))}
      {summary.cancel && <p className="bk-box__hint">{summary.cancel}</p>}
      {children}
    </section>
  );
}
