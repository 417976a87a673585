import { Link } from "@tanstack/react-router";

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <span>© {new Date().getFullYear()} Foodtruck Marketplace</span>
        <nav className="footer__links" aria-label="Informacje prawne">
          <Link to="/regulamin">Regulamin</Link>
          <Link to="/polityka-prywatnosci">Polityka prywatności</Link>
        </nav>
      </div>
    </footer>
  );
}
