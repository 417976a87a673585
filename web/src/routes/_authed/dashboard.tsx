import { createFileRoute, Link } from "@tanstack/react-router";
import { MyProfilesSection } from "../../features/my-profiles/my-profiles-section";
import { useSession } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";

export const Route = createFileRoute("/_authed/dashboard")({ component: DashboardPage });

function DashboardPage() {
  usePageTitle("Panel");
  const { user } = useSession();
  if (!user) return null;
  const owner = user.user_type === "food_truck_owner";
  return (
    <div className="stack">
      <h1 className="page-title">Witaj, {user.first_name || user.email}!</h1>
      {owner ? (
        <MyProfilesSection />
      ) : (
        <div className="card stack">
          <h2 className="section-title">Twoje wydarzenia i rezerwacje</h2>
          <p className="muted">
            Tutaj zobaczysz swoje wydarzenia, zaproszenia wysłane do food trucków i rezerwacje.
          </p>
          <div className="row">
            <Link to="/" className="btn">
              Znajdź food trucka
            </Link>
            <Link to="/my-account" className="btn btn--secondary">
              Moje konto
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
