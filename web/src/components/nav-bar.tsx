import { Link, useNavigate } from "@tanstack/react-router";
import { logOut } from "../features/auth/session-actions";
import { useOwnerInbox } from "../features/inbox/owner-inbox-query";
import { waitingLabel } from "../features/inbox/waiting-label";
import { useSession } from "../lib/session";
import "./nav-bar.css";

export function NavBar() {
  const { user } = useSession();
  const navigate = useNavigate();
  const owner = user?.user_type === "food_truck_owner" && user.role !== "admin";
  const inbox = useOwnerInbox(owner);

  function logout() {
    logOut();
    void navigate({ to: "/" });
  }

  return (
    <header className="nav">
      <nav className="nav__inner" aria-label="Główna nawigacja">
        <Link to="/" className="nav__logo">
          <img src="/favicon.svg" alt="" />
          Foodtruck Marketplace
        </Link>
        <div className="nav__links">
          {user ? (
            <>
              <span className="nav__greeting">Cześć, {user.first_name || user.email}!</span>
              {user.role === "admin" ? (
                <Link to="/admin" className="nav__link">
                  Panel administratora
                </Link>
              ) : (
                <Link
                  to="/dashboard"
                  className="nav__link"
                  aria-label={inbox.count > 0 ? `Panel: ${waitingLabel(inbox.count)}` : undefined}
                >
                  Panel
                  {inbox.count > 0 && (
                    <span className="nav__badge" aria-hidden="true">
                      {inbox.count}
                    </span>
                  )}
                </Link>
              )}
              <Link to="/my-account" className="nav__link">
                Moje konto
              </Link>
              <button type="button" className="btn btn--secondary" onClick={logout}>
                Wyloguj
              </button>
            </>
          ) : (
            <>
              <Link to="/login" className="nav__link">
                Zaloguj się
              </Link>
              <Link to="/register" className="btn">
                Zarejestruj się
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
