import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Alert } from "../../components/feedback";
import { api, errorMessage, unwrap } from "../../lib/api";
import { sessionStore } from "../../lib/session";

const LOGOUT_ALL_FAILED = "Nie udało się wylogować ze wszystkich urządzeń. Spróbuj ponownie.";
const CONFIRM =
  "Wylogować Cię na wszystkich urządzeniach, także na tym? Na każdym z nich trzeba będzie zalogować się ponownie.";

/** "Log out of all devices": ends every session of the account on the server, this one included. */
export function SessionsSection() {
  const navigate = useNavigate();
  const logoutAll = useMutation({
    mutationFn: () => unwrap(api.auth["logout-all"].$post(), LOGOUT_ALL_FAILED),
    onSuccess: () => {
      sessionStore.signOut();
      void navigate({ to: "/login" });
    },
  });

  return (
    <section className="card" aria-labelledby="sessions">
      <h2 id="sessions" className="section-title">
        Bezpieczeństwo sesji
      </h2>
      <p className="muted">
        Jeśli Twoje konto zostało otwarte na cudzym lub zgubionym urządzeniu, zakończ wszystkie sesje. Hasło
        pozostanie bez zmian.
      </p>
      {logoutAll.isError && <Alert kind="error">{errorMessage(logoutAll.error, LOGOUT_ALL_FAILED)}</Alert>}
      <div>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={logoutAll.isPending}
          onClick={() => {
            if (window.confirm(CONFIRM)) logoutAll.mutate();
          }}
        >
          {logoutAll.isPending ? "Wylogowywanie..." : "Wyloguj ze wszystkich urządzeń"}
        </button>
      </div>
    </section>
  );
}
