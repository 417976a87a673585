import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { useSession } from "../../lib/session";

// Loaded on click: visitors and most users of the home page never open the dialog (size budget, issue 11).
const CreateEventModal = lazy(() =>
  import("../events/create-event-modal").then((module) => ({ default: module.CreateEventModal })),
);

/**
 * The organizer call-to-action under the hero (SPEC.md §2): a signed-in organizer opens the create-event
 * dialog; visitors get the login and register links; owners and admins see nothing.
 */
export function OrganizerCta() {
  const { user } = useSession();
  const [creating, setCreating] = useState(false);

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
      <div className="organizer-cta__actions">
        <button type="button" className="btn" onClick={() => setCreating(true)}>
          Utwórz wydarzenie
        </button>
      </div>
      {creating && (
        <Suspense fallback={null}>
          <CreateEventModal onClose={() => setCreating(false)} linkToDashboard />
        </Suspense>
      )}
    </aside>
  );
}
