import { FOOTER_CITIES } from "@shared/domain/city-texts";
import { Link } from "@tanstack/react-router";

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <span>© {new Date().getFullYear()} Foodtruck Marketplace</span>
        <nav className="footer__links" aria-label="Food trucki w miastach">
          {FOOTER_CITIES.map((city) => (
            <Link key={city.slug} to="/food-trucki/$city" params={{ city: city.slug }}>
              {city.name}
            </Link>
          ))}
        </nav>
        <nav className="footer__links" aria-label="Informacje prawne">
          <Link to="/regulamin">Regulamin</Link>
          <Link to="/polityka-prywatnosci">Polityka prywatności</Link>
        </nav>
      </div>
    </footer>
  );
}
