import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Loading } from "../../components/feedback";
import { errorMessage } from "../../lib/api";
import { useAppConfig } from "../config/use-app-config";
import {
  askPermission,
  disablePush,
  enablePush,
  PUSH_TEXTS,
  PushError,
  pushSupported,
  readPushState,
} from "./push-subscription";

const STATE_FAILED = "Nie udało się sprawdzić stanu powiadomień push w tej przeglądarce.";
const DENIED =
  "Powiadomienia dla tej strony są zablokowane w przeglądarce. Aby je włączyć, kliknij ikonę obok adresu " +
  "strony (kłódka lub ustawienia witryny), zezwól na powiadomienia, a potem odśwież stronę.";

const pushStateKey = ["push-state"] as const;

function pushErrorText(error: unknown, fallback: string): string {
  return error instanceof PushError ? error.message : errorMessage(error, fallback);
}

/** My account › Powiadomienia: turns Web Push on or off for this browser (permission asked on the click). */
export function PushSection() {
  const supported = pushSupported();
  return (
    <section className="card stack" aria-labelledby="push-notifications">
      <h2 id="push-notifications" className="section-title">
        Powiadomienia
      </h2>
      <p className="muted">
        Powiadomienia push informują o nowych wiadomościach na czacie, także gdy strona nie jest otwarta.
        Ustawienie dotyczy tylko tego urządzenia i tej przeglądarki.
      </p>
      {supported ? <PushControls /> : <p>Ta przeglądarka nie obsługuje powiadomień push.</p>}
    </section>
  );
}

function PushControls() {
  const queryClient = useQueryClient();
  const config = useAppConfig();
  const key = config?.vapid_public_key;
  const state = useQuery({
    queryKey: [...pushStateKey, key],
    queryFn: () => readPushState(key ?? ""),
    enabled: Boolean(key),
    retry: false,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: pushStateKey });
  const enable = useMutation({
    mutationFn: ({ permission, key }: { permission: Promise<NotificationPermission>; key: string }) =>
      enablePush(permission, key),
    onSettled: refresh,
  });
  const disable = useMutation({ mutationFn: disablePush, onSettled: refresh });

  if (!config) return <Loading text="Sprawdzanie powiadomień push..." />;
  if (!key) return <p>Powiadomienia push są chwilowo niedostępne.</p>;
  if (state.isPending) return <Loading text="Sprawdzanie powiadomień push..." />;
  if (state.isError) {
    return (
      <div className="row">
        <Alert kind="error">{STATE_FAILED}</Alert>
        <button type="button" className="btn btn--secondary" onClick={() => void state.refetch()}>
          Spróbuj ponownie
        </button>
      </div>
    );
  }
  const { enabled, permission } = state.data;
  const busy = enable.isPending || disable.isPending;
  const failure = enable.isError
    ? pushErrorText(enable.error, PUSH_TEXTS.enableFailed)
    : disable.isError && pushErrorText(disable.error, PUSH_TEXTS.disableFailed);

  let label = enabled ? "Wyłącz powiadomienia push" : "Włącz powiadomienia push";
  if (enable.isPending) label = "Włączanie...";
  if (disable.isPending) label = "Wyłączanie...";
  return (
    <>
      <p role="status">
        {enabled && "Powiadomienia push są włączone na tym urządzeniu."}
        {!enabled && permission === "denied" && DENIED}
        {!enabled && permission !== "denied" && "Powiadomienia push są wyłączone na tym urządzeniu."}
      </p>
      {failure && <Alert kind="error">{failure}</Alert>}
      {(enabled || permission !== "denied") && (
        <div>
          <button
            type="button"
            className={enabled ? "btn btn--secondary" : "btn"}
            disabled={busy}
            onClick={() => {
              enable.reset();
              disable.reset();
              // Asked here, inside the click: browsers show the prompt only for a user gesture.
              if (enabled) disable.mutate();
              else enable.mutate({ permission: askPermission(), key });
            }}
          >
            {label}
          </button>
        </div>
      )}
    </>
  );
}
