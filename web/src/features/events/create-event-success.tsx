import { Link } from "@tanstack/react-router";
import { Alert } from "../../components/feedback";
import { useFocusOnMount } from "../../lib/use-focus-on-mount";

interface CreateEventSuccessProps {
  message: string;
  onClose: () => void;
  linkToDashboard: boolean;
}

/** The dialog's content once the event exists: the server's message, read out as focus moves to it. */
export function CreateEventSuccess({ message, onClose, linkToDashboard }: CreateEventSuccessProps) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1} className="ev-success stack">
      <Alert kind="success">{message}</Alert>
      <p className="muted">
        Okno zamknie się za chwilę.{" "}
        {linkToDashboard && (
          <>
            Odpowiedzi food trucków zobaczysz w <Link to="/dashboard">panelu</Link>, w sekcji „Wydarzenia”.
          </>
        )}
      </p>
      <div className="modal__actions">
        <button type="button" className="btn" onClick={onClose}>
          Zamknij
        </button>
      </div>
    </div>
  );
}
