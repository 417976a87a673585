import { warsawDayOf } from "@shared/domain/calendar";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, type MutableRefObject, useId, useRef, useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Alert, Loading } from "../../components/feedback";
import { QueryError } from "../../components/query-error";
import { api, errorMessage, unwrap } from "../../lib/api";
import { formatCalendarDay, formatDay, formatTime } from "../../lib/format";
import { calendarImportQuery } from "./calendar-import-query";
import "./calendar-import.css";

const FAILED = {
  save: "Nie udało się zapisać adresu kalendarza. Spróbuj ponownie.",
  sync: "Nie udało się zsynchronizować kalendarza. Spróbuj ponownie.",
  stop: "Nie udało się wyłączyć importu. Spróbuj ponownie.",
} as const;

/** "dziś, 14:32", "wczoraj, 09:05", else "12.06.2026, 14:32" (Warsaw time). */
export function syncTimeText(seconds: number, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const day = warsawDayOf(seconds);
  const today = warsawDayOf(nowSeconds);
  const yesterday = warsawDayOf(nowSeconds - 24 * 60 * 60);
  const when = day === today ? "dziś" : day === yesterday ? "wczoraj" : formatDay(seconds);
  return `${when}, ${formatTime(seconds)}`;
}

/**
 * „Import z Twojego kalendarza” on a truck's availability page (beyond SPEC.md, issue 36): the owner
 * pastes the private iCal address of their own calendar, and its events block the truck's days here.
 */
export function CalendarImportSection({ profileId }: { profileId: string }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const query = calendarImportQuery(profileId);
  const state = useQuery(query);
  const [address, setAddress] = useState("");
  const [confirmStop, setConfirmStop] = useState(false);
  const focusAfterStop = useRef(false);

  // The month grids show the new busy days as soon as the server has them.
  const settle = (data: NonNullable<typeof state.data>) => {
    queryClient.setQueryData(query.queryKey, data);
    void queryClient.invalidateQueries({ queryKey: ["profiles", "availability", profileId] });
  };
  const save = useMutation({
    mutationFn: (url: string) =>
      unwrap(
        api.profiles[":id"]["calendar-import"].$put({ param: { id: profileId }, json: { url } }),
        FAILED.save,
      ),
    onSuccess: (data) => {
      setAddress("");
      settle(data);
    },
  });
  const sync = useMutation({
    mutationFn: () =>
      unwrap(api.profiles[":id"]["calendar-import"].sync.$post({ param: { id: profileId } }), FAILED.sync),
    onSuccess: settle,
  });
  const stop = useMutation({
    mutationFn: () =>
      unwrap(api.profiles[":id"]["calendar-import"].$delete({ param: { id: profileId } }), FAILED.stop),
    onSuccess: (data) => {
      setConfirmStop(false);
      // The button pressed is gone with the import: the focus goes to the field that starts a new one.
      focusAfterStop.current = true;
      settle(data);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!save.isPending) save.mutate(address);
  }

  // What both address forms share: a new import's, and a failed one's replacement.
  const addressForm = { address, onAddress: setAddress, saving: save, onSubmit: submit };
  const data = state.data;
  const nextDay = data?.busy_days[0];
  return (
    <section className="card av-import" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        Import z Twojego kalendarza
      </h2>
      <p>
        Masz już wydarzenia w Kalendarzu Google, Apple lub Outlook? Wklej prywatny adres tego kalendarza, a
        dni z wydarzeniami będą tu zajęte same – odświeżamy je co najmniej co 30 minut. Tych dni nie zmienisz
        tutaj: usuń lub przesuń wydarzenie w swoim kalendarzu.
      </p>
      {state.isPending && <Loading text="Wczytywanie ustawień importu..." />}
      {state.isError && <QueryError error={state.error} onRetry={state.refetch} />}

      {data && !data.active && (
        <AddressForm
          label="Prywatny adres kalendarza (iCal)"
          submitText="Zapisz i importuj"
          fieldRef={focusAfterStop}
          {...addressForm}
        />
      )}

      {data?.active && (
        <>
          <dl className="av-import__facts">
            <div>
              <dt>Importujemy z</dt>
              <dd className="av-import__address">{data.address}</dd>
            </div>
            <div>
              <dt>Ostatnia synchronizacja</dt>
              <dd>
                {data.last_synced_at === null
                  ? "jeszcze żadna się nie udała"
                  : syncTimeText(data.last_synced_at)}
              </dd>
            </div>
            <div>
              <dt>Zajęte dni z Twojego kalendarza</dt>
              <dd>
                {nextDay === undefined
                  ? "brak w najbliższych 18 miesiącach"
                  : `${data.busy_days.length} (najbliższy: ${formatCalendarDay(nextDay)})`}
              </dd>
            </div>
          </dl>
          {data.last_error !== null && (
            <Alert kind="error">
              Ostatnia próba{data.last_attempt_at === null ? "" : ` (${syncTimeText(data.last_attempt_at)})`}{" "}
              nie powiodła się. {data.last_error}
              {data.busy_days.length > 0 && " Do czasu udanej synchronizacji zostawiamy dni z poprzedniej."}
            </Alert>
          )}
          {sync.isError && <Alert kind="error">{errorMessage(sync.error, FAILED.sync)}</Alert>}
          {/* The reason may ask for another address ("wklej nowy"): the place to paste it is right here. */}
          {data.last_error !== null && (
            <AddressForm
              label="Nowy adres kalendarza (iCal)"
              submitText="Zapisz nowy adres"
              {...addressForm}
            />
          )}
          <div className="row">
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => sync.mutate()}
              disabled={sync.isPending}
            >
              {sync.isPending ? "Synchronizowanie..." : "Synchronizuj teraz"}
            </button>
            <button type="button" className="btn btn--danger-outline" onClick={() => setConfirmStop(true)}>
              Przestań importować
            </button>
          </div>
        </>
      )}

      <p className="muted av-import__both-ways">
        W drugą stronę działa „Kalendarz rezerwacji” na stronie{" "}
        <Link to="/my-account" hash="kalendarz-rezerwacji">
          Moje konto
        </Link>
        : rezerwacje z Foodtruck Marketplace trafiają do Twojego kalendarza. Razem to synchronizacja w obie
        strony.
      </p>

      {confirmStop && (
        <ConfirmDialog
          title="Przestać importować kalendarz?"
          confirmText="Przestań importować"
          busyText="Wyłączanie..."
          mutation={stop}
          fallback={FAILED.stop}
          onConfirm={() => stop.mutate()}
          onClose={() => setConfirmStop(false)}
        >
          <p>
            Dni z Twojego kalendarza przestaną blokować ten food truck. Dni zaznaczone tutaj ręcznie i
            potwierdzone rezerwacje zostają bez zmian.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

interface AddressFormProps {
  label: string;
  submitText: string;
  address: string;
  onAddress: (address: string) => void;
  saving: { isPending: boolean; isError: boolean; error: unknown };
  onSubmit: (event: FormEvent) => void;
  /** Set: the field takes the focus when it appears (after the import was stopped). */
  fieldRef?: MutableRefObject<boolean>;
}

/** The private address to import, with where each calendar app shows it. */
function AddressForm({
  label,
  submitText,
  address,
  onAddress,
  saving,
  onSubmit,
  fieldRef,
}: AddressFormProps) {
  const fieldId = useId();
  const helpId = useId();
  return (
    <form className="form av-import__form" onSubmit={onSubmit}>
      <div>
        <label htmlFor={fieldId}>{label}</label>
        <input
          id={fieldId}
          ref={(input) => {
            if (input && fieldRef?.current) {
              fieldRef.current = false;
              input.focus();
            }
          }}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
          aria-describedby={helpId}
          value={address}
          onChange={(event) => onAddress(event.target.value)}
        />
      </div>
      <div id={helpId} className="av-import__help">
        <p>Gdzie znaleźć adres:</p>
        <ul>
          <li>
            <strong>Google:</strong> Ustawienia → kliknij swój kalendarz → „Integrowanie kalendarza” → „Tajny
            adres w formacie iCal”.
          </li>
          <li>
            <strong>Apple (iCloud):</strong> przy kalendarzu „Udostępnij” → zaznacz „Kalendarz publiczny” i
            skopiuj adres (webcal://…).
          </li>
          <li>
            <strong>Outlook:</strong> Ustawienia → Kalendarz → „Kalendarze udostępnione” → „Opublikuj
            kalendarz” → skopiuj łącze ICS.
          </li>
        </ul>
      </div>
      {saving.isError && <Alert kind="error">{errorMessage(saving.error, FAILED.save)}</Alert>}
      <div className="row">
        <button type="submit" className="btn" disabled={saving.isPending}>
          {saving.isPending ? "Wczytywanie kalendarza..." : submitText}
        </button>
      </div>
    </form>
  );
}
