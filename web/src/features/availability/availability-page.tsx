import { useQueries, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo, useRef, useState } from "react";
import { Loading } from "../../components/feedback";
import { api, unwrap } from "../../lib/api";
import { formatDayWords } from "../../lib/format";
import { useSession } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";
import { parseProfileId, profileQuery, retryUnlessRefused } from "../profiles/profile-query";
import { calendarImportQuery } from "./calendar-import-query";
import { CalendarImportSection } from "./calendar-import-section";
import { ChangeResult, RangePanel } from "./change-panels";
import { dayOf, monthOf, monthsFrom, shiftMonth, today as todayOf, type YearMonth } from "./month";
import { MonthCalendar } from "./month-calendar";
import { type RuleFormProps, SeasonClosureForm, WeekdayRuleForm } from "./rule-forms";
import { TruckSwitcher } from "./truck-switcher";
import { availabilityKeyOf, useAvailabilityChanges } from "./use-availability-changes";
import { useDaySelection } from "./use-day-selection";
import { useMonthCount } from "./use-two-months";
import "./availability.css";

const TEXTS = {
  loadFailed: "Nie udało się pobrać danych o dostępności. Spróbuj ponownie.",
  nameFailed: "Nie udało się wczytać nazwy profilu.",
  hint: "Kliknij na datę, aby oznaczyć ją jako zajętą lub zwolnić termin.",
  rangeHint: "Tryb zakresu: dotknij pierwszego, a potem ostatniego dnia.",
  keyboardHint:
    "Z klawiatury: strzałki przechodzą między dniami, Shift ze strzałką zaznacza zakres, Enter przechodzi do przycisków zakresu, a Esc anuluje zaznaczenie.",
  loading: "Wczytywanie kalendarza...",
} as const;

/** The months loaded at once: two, so a phone has the next month ready too. */
const LOADED_MONTHS = 2;

/** /profile/{profileId}/availability (SPEC.md §2): the owner marks busy days, one by one or many at once. */
export function AvailabilityPage({ profileId: rawId }: { profileId: string }) {
  usePageTitle("Zarządzaj dostępnością");
  const { user } = useSession();
  const profileId = parseProfileId(rawId) ?? "";
  const validId = profileId !== "";
  const now = useMemo(() => todayOf(), []);
  const today = dayOf(now, now.day);
  const [month, setMonth] = useState<YearMonth>({ year: now.year, month: now.month });
  const [focusDay, setFocusDay] = useState(today);
  const monthCount = useMonthCount();
  const shown = monthsFrom(month, monthCount);
  const selection = useDaySelection();
  const changes = useAvailabilityChanges(profileId);
  const calendarRef = useRef<HTMLElement>(null);
  // Why a pressed day of the owner's own calendar did not change (it changes only there).
  const [importedNote, setImportedNote] = useState<string | null>(null);

  const profile = useQuery({ ...profileQuery(profileId || "0"), enabled: validId });
  const months = useQueries({
    queries: monthsFrom(month, LOADED_MONTHS).map(({ year, month }) => ({
      queryKey: [...availabilityKeyOf(profileId), year, month],
      queryFn: () =>
        unwrap(
          api.profiles[":id"].availability.$get({
            param: { id: profileId },
            query: { year: String(year), month: String(month) },
          }),
          TEXTS.loadFailed,
        ),
      enabled: validId,
      retry: retryUnlessRefused,
      select: (days: number[]) => days.map((day) => dayOf({ year, month }, day)),
    })),
  });
  const onScreen = months.slice(0, monthCount);
  const loadFailed = !validId || onScreen.some((query) => query.isError);
  const busyDays = onScreen.every((query) => query.data)
    ? new Set(onScreen.flatMap((query) => query.data ?? []))
    : null;

  const isOwner = profile.data !== undefined && user !== null && profile.data.owner_id === user.user_id;
  // Only its owner changes a calendar (the server refuses anyone else, admins too).
  const readOnly = profile.data !== undefined && user !== null && !isOwner;
  // Issue 36: only the owner has an import (the address is theirs alone).
  const imported = useQuery({ ...calendarImportQuery(profileId), enabled: validId && isOwner });
  const importedDays = useMemo(() => new Set(imported.data?.busy_days ?? []), [imported.data]);

  function changeMonth(next: YearMonth) {
    if (changes.feedback?.failed) changes.dismiss();
    setImportedNote(null);
    setMonth(next);
  }

  function moveFocus(from: string, to: string, stretch: boolean) {
    setFocusDay(to);
    const target = monthOf(to);
    if (to < dayOf(month, 1)) setMonth(target);
    else if (to >= dayOf(shiftMonth(month, monthCount), 1)) setMonth(shiftMonth(target, 1 - monthCount));
    if (stretch && !readOnly) selection.stretch(from, to);
  }

  function pressDay(day: string, busy: boolean) {
    setFocusDay(day);
    setImportedNote(null);
    if (selection.rangeMode) selection.tap(day);
    else if (selection.range && selection.isSelected(day)) {
      // Enter on a range picked with Shift+arrows asks what to do with all of it, never changes one day.
      calendarRef.current?.querySelector<HTMLButtonElement>(".av-panel button:not(:disabled)")?.focus();
    } else changes.toggleDay(day, !busy);
  }

  function markRange(available: boolean) {
    if (!selection.range) return;
    changes.change({ ...selection.range, available }, "calendar", () => {
      selection.clear();
      calendarRef.current?.querySelector<HTMLButtonElement>('button[data-day][tabindex="0"]')?.focus();
    });
  }

  // What both rule forms need: the days they may start on, and the changes with their outcome and undo.
  const ruleForm: RuleFormProps = {
    today,
    thisYear: now.year,
    saving: changes.saving,
    feedback: changes.feedback,
    onUndo: changes.undoLast,
    onApply: (change, origin) => changes.change(change, origin),
  };

  const placeholder = loadFailed ? (
    <div className="av-status">
      <p className="av-error" role="alert">
        {TEXTS.loadFailed}
      </p>
      {validId && (
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => {
            for (const query of onScreen) void query.refetch();
          }}
        >
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
      <TruckSwitcher profileId={profileId} enabled={isOwner} />

      <section ref={calendarRef} className="card av-card" aria-label="Kalendarz dostępności">
        <div className="av-toolbar">
          <ul className="av-legend" aria-label="Legenda">
            <li>
              <span className="av-swatch" aria-hidden="true" /> Dostępny
            </li>
            <li>
              <span className="av-swatch av-swatch--busy" aria-hidden="true" /> Zajęty
            </li>
            <li>
              <span className="av-swatch av-swatch--selected" aria-hidden="true" /> Zaznaczony
            </li>
            {imported.data?.active && (
              <li>
                <span className="av-swatch av-swatch--imported" aria-hidden="true" /> Z Twojego kalendarza
              </li>
            )}
          </ul>
          {!readOnly && (
            <button
              type="button"
              className="btn btn--secondary av-mode"
              aria-pressed={selection.rangeMode}
              onClick={selection.switchRangeMode}
            >
              Zaznacz zakres
            </button>
          )}
        </div>

        <MonthCalendar
          months={shown}
          onMonthChange={changeMonth}
          today={today}
          busyDays={loadFailed ? null : busyDays}
          placeholder={placeholder}
          pendingDays={changes.pendingDays()}
          saving={changes.saving}
          isSelected={selection.isSelected}
          rangeMode={selection.rangeMode}
          focusDay={focusDay}
          onFocusMove={moveFocus}
          onEscape={selection.clear}
          onDayPress={readOnly ? undefined : pressDay}
          importedDays={importedDays}
          onImportedPress={(day) => {
            setFocusDay(day);
            setImportedNote(
              `${formatDayWords(day)} jest zajęty w Twoim kalendarzu. Zmienisz go tylko tam – tutaj zmiana pojawi się po najbliższej synchronizacji.`,
            );
          }}
        />
        <p className={importedNote ? "av-note" : "av-note av-note--empty"} aria-live="polite">
          {importedNote}
        </p>

        <RangePanel
          anchor={selection.anchor}
          range={selection.range}
          thisYear={now.year}
          saving={changes.saving}
          onMark={markRange}
          onCancel={selection.clear}
        />
        <ChangeResult
          feedback={changes.feedback}
          origin="calendar"
          saving={changes.saving}
          onUndo={changes.undoLast}
        />
        {readOnly ? (
          <p className="muted av-hint">
            Ten kalendarz należy do innego właściciela – możesz go tylko przeglądać.
          </p>
        ) : (
          <div className="muted av-hint">
            <p>{TEXTS.hint}</p>
            {selection.rangeMode && <p>{TEXTS.rangeHint}</p>}
            <p>{TEXTS.keyboardHint}</p>
            {imported.data?.active && (
              <p>Dni w niebieskie paski pochodzą z Twojego kalendarza – zmienisz je tylko tam.</p>
            )}
          </div>
        )}
      </section>

      {isOwner && validId && <CalendarImportSection profileId={profileId} />}

      {!readOnly && (
        <>
          <WeekdayRuleForm {...ruleForm} />
          <SeasonClosureForm {...ruleForm} />
        </>
      )}
    </div>
  );
}
