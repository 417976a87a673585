import { polishPlural } from "@shared/domain/plural";
import { formatPolishNumber } from "@shared/domain/polish-number";
import "./rating-summary.css";

/** A five-pointed star, decorative: the text beside it says the rating. */
export function StarIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z" />
    </svg>
  );
}

/** "2 opinie", "5 opinii", "1 opinia". */
export function reviewCountText(count: number): string {
  return `${count} ${polishPlural(count, "opinia", "opinie", "opinii")}`;
}

/**
 * A truck's average rating as "★ 4,5 (2 opinie)", read out as "Ocena 4,5 na 5, 2 opinie". Nothing for a
 * truck without reviews (a card stays quiet; the profile says so in its reviews section).
 */
export function RatingSummary({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) return null;
  const value = formatPolishNumber(average, { minFractionDigits: 1, maxFractionDigits: 1 });
  return (
    <span className="rating-summary" role="img" aria-label={`Ocena ${value} na 5, ${reviewCountText(count)}`}>
      <StarIcon className="rating-summary__star" /> <strong>{value}</strong>{" "}
      <span className="rating-summary__count">({reviewCountText(count)})</span>
    </span>
  );
}
