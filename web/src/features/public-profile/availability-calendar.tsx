import { monthStart, warsawDayOf } from "@shared/domain/calendar";
import { PROFILE_CALENDAR_MONTHS as MONTHS, profileCalendarMonths } from "@shared/schemas/profile-calendar";
import type { DaySpan, SearchContext } from "@shared/schemas/search-context";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useMemo } from "react";
import { AfterTakeover } from "../../components/after-takeover";
import {
  CalendarLegend,
  CalendarLoading,
  PolishDayPicker,
  useMonthsThatFit,
} from "../../components/calendar-base";
import { dateOfDay } from "../../components/calendar-days";
import { QueryError } from "../../components/query-error";
import { AVAILABILITY_FAILED, busyDaysQuery } from "./busy-days-query";
import { searchedDaysVerdict } from "./searched-days";

/** The narrowest month worth showing beside another in a read-only calendar (7 days of 30 px). */
const MONTH_WIDTH = 210;

/**
 * The truck's next three months, read-only: busy days hatched and struck through, past days muted. One
 * request for all three months; as many are shown side by side as fit, the rest a click away. After a
 * search with days (issue 35, `context`) the months start at the searched one, those days are outlined,
 * and a line above says whether the truck is free on them. The worker renders the months too, from the
 * busy days the page carries (decision 0033): all three, as it cannot measure; the CSS shows as many as
 * the app will once it has measured (public-profile.css).
 */
export function AvailabilityCalendar({ profileId, context }: { profileId: number; context: SearchContext }) {
  const today = warsawDayOf(Math.floor(Date.now() / 1000));
  const { searched, span } = profileCalendarMonths(context, today);
  const busy = useQuery(busyDaysQuery(String(profileId), span));
  const [boxRef, months] = useMonthsThatFit<HTMLDivElement>(MONTHS, MONTH_WIDTH, MONTHS);
  const busyDates = useMemo(() => (busy.data ?? []).map(dateOfDay), [busy.data]);

  return (
    <section className="card public-profile__calendar" aria-labelledby="profile-calendar-title">
      <h2 id="profile-calendar-title" className="section-title">
        Dostępność
      </h2>
      {searched && <SearchedDaysLine searched={searched} busy={busy.data} />}
      <p className="muted public-profile__calendar-lead">
        {searched
          ? "Wolne i zajęte dni w miesiącu wybranego terminu i w dwóch kolejnych."
          : "Wolne i zajęte dni w tym i w dwóch kolejnych miesiącach."}
      </p>
      <div ref={boxRef} className="public-profile__calendar-box">
        {/* The months are the largest part of the page for the app to take over: a moment later. */}
        <AfterTakeover name="profile-calendar">
          {/* Days already loaded stay on screen even if a later refetch fails. */}
          {busy.data ? (
            <>
              <Suspense fallback={<CalendarLoading />}>
                <PolishDayPicker
                  today={dateOfDay(today)}
                  busy={busyDates}
                  searched={
                    searched ? { from: dateOfDay(searched.start), to: dateOfDay(searched.end) } : undefined
                  }
                  className="calendar calendar--static"
                  numberOfMonths={months}
                  defaultMonth={dateOfDay(span.from)}
                  startMonth={dateOfDay(span.from)}
                  endMonth={dateOfDay(monthStart(span.to))}
                  hideNavigation={months === MONTHS}
                  navLayout="around"
                />
              </Suspense>
              <CalendarLegend
                items={searched ? ["searched", "free", "busy", "past"] : ["free", "busy", "past"]}
              />
            </>
          ) : busy.isError ? (
            <QueryError error={busy.error} onRetry={busy.refetch} fallback={AVAILABILITY_FAILED} />
          ) : (
            <CalendarLoading />
          )}
        </AfterTakeover>
      </div>
    </section>
  );
}

/** Whether the truck is free on the searched days; said once its busy days are known. */
function SearchedDaysLine({ searched, busy }: { searched: DaySpan; busy: readonly string[] | undefined }) {
  if (!busy) return null;
  const verdict = searchedDaysVerdict(searched, busy);
  return (
    <p
      className={
        verdict.free ? "profile-verdict profile-verdict--free" : "profile-verdict profile-verdict--busy"
      }
    >
      {verdict.text}
    </p>
  );
}
