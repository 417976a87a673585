import { FOOTER_CITIES } from "@shared/domain/city-texts";
import { Link } from "@tanstack/react-router";
import { AfterTakeover } from "./after-takeover";

/**
 * The site's footer. Its links work as the worker rendered them, so on a page the app takes over it comes
 * a moment later (decision 0035), not in the takeover's one long task.
 */
export function Footer() {
  return (
    <footer className="footer">
      <AfterTakeover name="footer">
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
      </AfterTakeover>
    </footer>
  );
}
