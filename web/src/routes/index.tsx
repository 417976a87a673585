import { createFileRoute, Link } from "@tanstack/react-router";
import { useSession } from "../lib/session";
import { usePageTitle } from "../lib/use-page-title";

export const Route = createFileRoute("/")({ component: HomePage });

function HomePage() {
  usePageTitle("");
  const { user } = useSession();
  return (
    <>
      <section className="hero">
        <h1>Food trucki na Twoje wydarzenie – w kilka minut</h1>
        <p>
          Festiwal, wesele, impreza firmowa czy urodziny: znajdź food trucki z Twojej okolicy, sprawdź ich
          ofertę i terminy, a potem wyślij zapytanie o rezerwację.
        </p>
        {user ? (
          <div className="row">
            <Link to={user.role === "admin" ? "/admin" : "/dashboard"} className="btn">
              Przejdź do panelu
            </Link>
          </div>
        ) : (
          <div className="row">
            <Link to="/register" className="btn">
              Załóż bezpłatne konto
            </Link>
            <Link to="/login" className="btn btn--secondary">
              Zaloguj się
            </Link>
          </div>
        )}
      </section>
      <section className="features" aria-label="Jak to działa">
        <div className="card">
          <h2 className="section-title">Dla organizatorów</h2>
          <p className="muted">
            Wyszukuj food trucki według kuchni, miejsca i terminu. Utwórz wydarzenie, a dopasowane food trucki
            otrzymają zaproszenie.
          </p>
        </div>
        <div className="card">
          <h2 className="section-title">Dla właścicieli food trucków</h2>
          <p className="muted">
            Opublikuj profil z galerią i ofertą, prowadź kalendarz dostępności i przyjmuj rezerwacje w jednym
            miejscu.
          </p>
        </div>
        <div className="card">
          <h2 className="section-title">Bezpiecznie i wygodnie</h2>
          <p className="muted">
            Czat i rozmowy w przeglądarce, zaliczki płatne kartą lub BLIKIEM oraz pomoc administratora w razie
            problemu.
          </p>
        </div>
      </section>
    </>
  );
}
