import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { Loading } from "../../components/feedback";
import { ApiRequestError, api, unwrap } from "../../lib/api";
import { useSession } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";
import { parseProfileId, profileQuery, retryUnlessRefused } from "../profiles/profile-query";
import { calendarImportQuery, importedDaysOf } from "./calendar-import-query";
import { CalendarImportSection } from "./calendar-import-section";
import { today as todayOf, type YearMonth } from "./month";
import { MonthCalendar } from "./month-calendar";
import "./availability.css";

const TEXTS = {
  loadFailed: "Nie udało się pobrać danych o dostępności. Spróbuj ponownie.",
  nameFailed: "Nie udało się wczytać nazwy profilu.",
  updateFailed: "Nie udało się zaktualizować statusu tego dnia.",
  hint: "Kliknij na datę, aby oznaczyć ją jako zajętą lub zwolnić termin.",
  loading: "Wczytywanie kalendarza...",
} as const;

interface DayChange extends YearMonth {
  day: number;
  isUnavailable: boolean;
}

function availabilityKey(profileId: string, { year, month }: YearMonth) {
  return ["profiles", "availability", profileId, year, month] as const;
}

/** A refusal (bad day 400, someone else's calendar 403, booked day 409): the server says why, once. */
function updateError(error: unknown): string {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : TEXTS.updateFailed;
}

/**
 * Brings a refusal under the calendar into sight: on a laptop's screen a click on a booked day near the
 * calendar's top showed nothing, its reason being below the fold.
 */
function scrollIntoSight(element: HTMLElement | null) {
  element?.scrollIntoView({ block: "nearest" });
}

/** /profile/{profileId}/availability (SPEC.md §2): the owner marks busy days in a month calendar. */
export function AvailabilityPage({ profileId: rawId }: { profileId: string }) {
  usePageTitle("Zarządzaj dostępnością");
  const queryClient = useQueryClient();
  const { user } = useSession();
  const profileId = parseProfileId(rawId) ?? "";
  const validId = profileId !== "";
  const now = useMemo(() => todayOf(), []);
  const [month, setMonth] = useState<YearMonth>({ year: now.year, month: now.month });

  const profile = useQuery({ ...profileQuery(profileId || "0"), enabled: validId });
  const busy = useQuery({
    queryKey: availabilityKey(profileId, month),
    queryFn: () =>
      unwrap(
        api.profiles[":id"].availability.$get({
          param: { id: profileId },
          query: { year: String(month.year), month: String(month.month) },
        }),
        TEXTS.loadFailed,
      ),
    enabled: validId,
    retry: retryUnlessRefused,
    select: (days) => new Set(days),
  });

  const toggle = useMutation({
    mutationFn: (change: DayChange) =>
      unwrap(
        api.profiles[":id"].availability.$post({ param: { id: profileId }, json: change }),
        TEXTS.updateFailed,
      ),
    // Whatever happened, show the month as the server now has it.
    onSettled: (_result, _error, change) =>
      queryClient.invalidateQueries({ queryKey: availabilityKey(profileId, change) }),
  });

  const readOnly =
    profile.data !== undefined &&
    user !== null &&
    profile.data.owner_id !== user.user_id &&
    user.role !== "admin";
  // Issue 36: only the owner has an import (the address is theirs alone).
  const ownCalendar = profile.data !== undefined && user !== null && profile.data.owner_id === user.user_id;
  const imported = useQuery({ ...calendarImportQuery(profileId), enabled: validId && ownCalendar });
  const importedDays = useMemo(
    () => importedDaysOf(imported.data?.busy_days ?? [], month.year, month.month),
    [imported.data, month],
  );

  function changeMonth(next: YearMonth) {
    toggle.reset();
    setMonth(next);
  }

  const loadFailed = !validId || busy.isError;
  const placeholder = loadFailed ? (
    <div className="av-status">
      <p className="av-error" role="alert">
        {TEXTS.loadFailed}
      </p>
      {validId && (
        <button type="button" className="btn btn--secondary" onClick={() => void busy.refetch()}>
          Spróbuj ponownie
        </button>
      )}
    </div>
  ) : (
    <Loading text={TEXTS.loading} />
  );

  return (
    <div className="av-page">
      <Link to="/my-account" className="av-back">
        ← Powrót do moich profili
      </Link>
      <h1 className="page-title">Zarządzaj dostępnością</h1>
      {profile.isError || !validId ? (
        <p className="av-error av-truck" role="alert">
          {TEXTS.nameFailed}
        </p>
      ) : (
        <p className="av-truck">
          {profile.data ? (
            <>
              Food truck: <strong>{profile.data.food_truck_name}</strong>
            </>
          ) : (
            <span className="muted">Wczytywanie nazwy profilu...</span>
          )}
        </p>
      )}

      <section className="card av-card" aria-label="Kalendarz dostępności">
        <ul className="av-legend" aria-label="Legenda">
          <li>
            <span className="av-swatch" aria-hidden="true" /> Dostępny
          </li>
          <li>
            <span className="av-swatch av-swatch--busy" aria-hidden="true" /> Zajęty
          </li>
          {imported.data?.active && (
            <li>
              <span className="av-swatch av-swatch--imported" aria-hidden="true" /> Z Twojego kalendarza
            </li>
          )}
        </ul>

        <MonthCalendar
          month={month}
          onMonthChange={changeMonth}
          today={now}
          busyDays={loadFailed || busy.data === undefined ? null : busy.data}
          placeholder={placeholder}
          pendingDay={
            toggle.isPending && toggle.variables.year === month.year && toggle.variables.month === month.month
              ? toggle.variables.day
              : null
          }
          onToggle={
            readOnly ? undefined : (day, isBusy) => toggle.mutate({ ...month, day, isUnavailable: !isBusy })
          }
          importedDays={importedDays}
        />

        {readOnly ? (
          <p className="muted av-hint">
            Ten kalendarz należy do innego właściciela – możesz go tylko przeglądać.
          </p>
        ) : (
          <p className="muted av-hint">{TEXTS.hint}</p>
        )}
        {imported.data?.active && (
          <p className="muted av-hint">
            Dni w niebieskie paski pochodzą z Twojego kalendarza – zmienisz je tylko tam.
          </p>
        )}
        {toggle.isError && (
          <p ref={scrollIntoSight} className="av-error" role="alert">
            {updateError(toggle.error)}
          </p>
        )}
      </section>

      {ownCalendar && validId && <CalendarImportSection profileId={profileId} />}
    </div>
  );
}
