import { Link, useNavigate } from "@tanstack/react-router";
import { logOut } from "../features/auth/session-actions";
import { useSession } from "../lib/session";

export function NavBar() {
  const { user } = useSession();
  const navigate = useNavigate();

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
                <Link to="/dashboard" className="nav__link">
                  Panel
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
