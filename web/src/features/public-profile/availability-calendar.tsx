import { warsawDayOf } from "@shared/domain/calendar";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useMemo } from "react";
import {
  CalendarLegend,
  CalendarLoading,
  PolishDayPicker,
  useMonthsThatFit,
} from "../../components/calendar-base";
import { dateOfDay, monthStart, monthsSpan } from "../../components/calendar-days";
import { QueryError } from "../../components/query-error";
import { AVAILABILITY_FAILED, busyDaysQuery } from "./busy-days-query";

/** This month and the next two. */
const MONTHS = 3;
/** The narrowest month worth showing beside another in a read-only calendar (7 days of 30 px). */
const MONTH_WIDTH = 210;

/**
 * The truck's next three months, read-only: busy days hatched and struck through, past days muted. One
 * request for all three months; as many are shown side by side as fit, the rest a click away.
 */
export function AvailabilityCalendar({ profileId }: { profileId: number }) {
  const today = warsawDayOf(Math.floor(Date.now() / 1000));
  const span = monthsSpan(today, MONTHS);
  const busy = useQuery(busyDaysQuery(String(profileId), span));
  const [boxRef, months] = useMonthsThatFit<HTMLDivElement>(MONTHS, MONTH_WIDTH);
  const busyDates = useMemo(() => (busy.data ?? []).map(dateOfDay), [busy.data]);

  return (
    <section className="card public-profile__calendar" aria-labelledby="profile-calendar-title">
      <h2 id="profile-calendar-title" className="section-title">
        Dostępność
      </h2>
      <p className="muted public-profile__calendar-lead">
        Wolne i zajęte dni w tym i w dwóch kolejnych miesiącach.
      </p>
      <div ref={boxRef} className="public-profile__calendar-box">
        {/* Days already loaded stay on screen even if a later refetch fails. */}
        {busy.data ? (
          <>
            <Suspense fallback={<CalendarLoading />}>
              <PolishDayPicker
                today={dateOfDay(today)}
                busy={busyDates}
                className="calendar calendar--static"
                numberOfMonths={months}
                defaultMonth={dateOfDay(span.from)}
                startMonth={dateOfDay(span.from)}
                endMonth={dateOfDay(monthStart(span.to))}
                hideNavigation={months === MONTHS}
                navLayout="around"
              />
            </Suspense>
            <CalendarLegend items={["free", "busy", "past"]} />
          </>
        ) : busy.isError ? (
          <QueryError error={busy.error} onRetry={busy.refetch} fallback={AVAILABILITY_FAILED} />
        ) : (
          <CalendarLoading />
        )}
      </div>
    </section>
  );
}
