import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Alert, Loading } from "../../components/feedback";
import { QueryError } from "../../components/query-error";
import { api, errorMessage, unwrap } from "../../lib/api";
import { formatDay } from "../../lib/format";
import { TEXTS } from "../../lib/texts";
import "./calendar-feed.css";

const FAILED = {
  create: "Nie udało się utworzyć adresu kalendarza. Spróbuj ponownie.",
  revoke: "Nie udało się wyłączyć kalendarza. Spróbuj ponownie.",
} as const;

const feedQuery = queryOptions({
  queryKey: ["calendar-feed"],
  queryFn: () => unwrap(api.users.me["calendar-feed"].$get(), TEXTS.loadFailed),
});

/**
 * "Kalendarz rezerwacji" on My account (beyond SPEC.md, issue 17): an owner's private feed address for
 * Google or Apple Calendar. The address is shown once, when made; a new one replaces it.
 */
export function CalendarFeedSection() {
  const titleId = useId();
  const addressId = useId();
  const queryClient = useQueryClient();
  const status = useQuery(feedQuery);
  const [address, setAddress] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [dialog, setDialog] = useState<"replace" | "off" | null>(null);

  const create = useMutation({
    mutationFn: () => unwrap(api.users.me["calendar-feed"].$post(), FAILED.create),
    onSuccess: ({ url, active, created_at }) => {
      setAddress(url);
      setCopied(false);
      setDialog(null);
      queryClient.setQueryData(feedQuery.queryKey, { active, created_at });
    },
  });
  const revoke = useMutation({
    mutationFn: () => unwrap(api.users.me["calendar-feed"].$delete(), FAILED.revoke),
    onSuccess: (off) => {
      setAddress(null);
      setDialog(null);
      queryClient.setQueryData(feedQuery.queryKey, off);
    },
  });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Without clipboard access the field is selected instead, for Ctrl+C.
      const field = document.getElementById(addressId);
      if (field instanceof HTMLInputElement) field.select();
    }
  }

  return (
    <section id="kalendarz-rezerwacji" className="card calendar-feed" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        Kalendarz rezerwacji
      </h2>
      <p>
        Subskrybuj swoje rezerwacje i zajęte dni w Kalendarzu Google lub Apple – nowe rezerwacje pojawią się
        tam same. Adres jest prywatny: każdy, kto go zna, widzi Twoje rezerwacje.
      </p>
      {status.isPending && <Loading text="Wczytywanie ustawień kalendarza..." />}
      {status.isError && <QueryError error={status.error} onRetry={status.refetch} />}
      {address && (
        <div className="calendar-feed__address">
          <label htmlFor={addressId}>Adres kalendarza</label>
          <div className="calendar-feed__copy">
            <input
              id={addressId}
              type="text"
              readOnly
              value={address}
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="btn btn--secondary" onClick={() => void copy(address)}>
              Kopiuj adres
            </button>
          </div>
          <p role="status" className="calendar-feed__copied">
            {copied ? "Skopiowano adres." : ""}
          </p>
          <p className="muted">
            Skopiuj go teraz – ze względów bezpieczeństwa nie pokażemy go ponownie. W Kalendarzu Google
            wybierz „Inne kalendarze” → „Z adresu URL”, w Kalendarzu Apple „Plik” → „Nowa subskrypcja
            kalendarza”.
          </p>
        </div>
      )}
      {status.data && !status.data.active && (
        <button type="button" className="btn" onClick={() => create.mutate()} disabled={create.isPending}>
          {create.isPending ? "Tworzenie adresu..." : "Utwórz adres kalendarza"}
        </button>
      )}
      {status.data?.active && (
        <>
          {!address && status.data.created_at !== null && (
            <p>Kalendarz jest włączony (adres z dnia {formatDay(status.data.created_at)}).</p>
          )}
          <div className="row">
            <button type="button" className="btn btn--secondary" onClick={() => setDialog("replace")}>
              Utwórz nowy adres
            </button>
            <button type="button" className="btn btn--danger-outline" onClick={() => setDialog("off")}>
              Wyłącz kalendarz
            </button>
          </div>
        </>
      )}
      {create.isError && !dialog && <Alert kind="error">{errorMessage(create.error, FAILED.create)}</Alert>}
      {dialog === "replace" && (
        <ConfirmDialog
          title="Utworzyć nowy adres kalendarza?"
          confirmText="Utwórz nowy adres"
          busyText="Tworzenie..."
          mutation={create}
          fallback={FAILED.create}
          onConfirm={() => create.mutate()}
          onClose={() => setDialog(null)}
        >
          <p>Obecny adres przestanie działać: kalendarze, które go subskrybują, przestaną się odświeżać.</p>
        </ConfirmDialog>
      )}
      {dialog === "off" && (
        <ConfirmDialog
          title="Wyłączyć kalendarz?"
          confirmText="Wyłącz kalendarz"
          busyText="Wyłączanie..."
          mutation={revoke}
          fallback={FAILED.revoke}
          onConfirm={() => revoke.mutate()}
          onClose={() => setDialog(null)}
          danger
        >
          <p>Adres kalendarza przestanie działać. Możesz później utworzyć nowy.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
