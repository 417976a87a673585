/**
 * A day the owner's own calendar made busy (issue 36), in the month grid: not a button, since it can only
 * change in that calendar; the reason is read out with the day.
 */
export function ImportedDay({
  day,
  label,
  isToday,
  past,
}: {
  day: number;
  label: string;
  isToday: boolean;
  past: boolean;
}) {
  const classes = ["av-day", "av-day--imported", past ? "av-day--past" : "", isToday ? "av-day--today" : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <span className={classes}>
      <span aria-hidden="true">{day}</span>
      <span className="sr-only">
        {`${label}, zajęty – z Twojego kalendarza${isToday ? " (dzisiaj)" : ""}. Zmienisz go tylko w swoim kalendarzu.`}
      </span>
    </span>
  );
}
