import { Link } from "@tanstack/react-router";
import { useSession } from "../../lib/session";

/**
 * The organizer call-to-action under the hero. Creating events arrives with the create-event modal;
 * until then the button is shown disabled, with a note, and does nothing.
 */
export function OrganizerCta() {
  const { user } = useSession();

  if (!user) {
    return (
      <aside className="organizer-cta" aria-labelledby="organizer-cta-title">
        <div className="organizer-cta__text">
          <h2 id="organizer-cta-title" className="organizer-cta__title">
            Organizujesz wydarzenie?
          </h2>
          <p className="muted">Załóż bezpłatne konto, aby utworzyć wydarzenie i zaprosić food trucki.</p>
        </div>
        <div className="organizer-cta__actions organizer-cta__actions--links">
          <Link to="/login" className="btn btn--secondary">
            Zaloguj się
          </Link>
          <Link to="/register" className="btn">
            Zarejestruj się
          </Link>
        </div>
      </aside>
    );
  }

  if (user.role === "admin" || user.user_type !== "organizer") return null;

  return (
    <aside className="organizer-cta" aria-labelledby="organizer-cta-title">
      <div className="organizer-cta__text">
        <h2 id="organizer-cta-title" className="organizer-cta__title">
          Organizujesz wydarzenie?
        </h2>
        <p className="muted">Utwórz wydarzenie, a dopasowane food trucki otrzymają zaproszenie.</p>
      </div>
      <div className="organizer-cta__actions organizer-cta__actions--stacked">
        <button type="button" className="btn" disabled aria-describedby="organizer-cta-note">
          Utwórz wydarzenie
        </button>
        <p id="organizer-cta-note" className="organizer-cta__note">
          Tworzenie wydarzeń będzie dostępne wkrótce.
        </p>
      </div>
    </aside>
  );
}
