import { usePageTitle } from "../../lib/use-page-title";
import { AdminSection } from "./admin-section";
import { AuditSection } from "./audit-section";
import { BookingsSection } from "./bookings-section";
import { ConversationsSection } from "./conversations-section";
import { DisputesSection } from "./disputes-section";
import { EventsSection } from "./events-section";
import { OperationsSection } from "./operations-section";
import { ProfilesSection } from "./profiles-section";
import { StatsSection } from "./stats-section";
import { UsersSection } from "./users-section";
import "./admin.css";

/** /admin (SPEC.md §2): collapsible sections; stats and disputes open, the rest load when opened. */
export function AdminPage() {
  usePageTitle("Panel administratora");
  return (
    <div className="stack admin">
      <h1 className="page-title">Panel administratora</h1>
      <AdminSection title="Statystyki" initiallyOpen>
        <StatsSection />
      </AdminSection>
      <AdminSection title="Spory" initiallyOpen>
        <DisputesSection />
      </AdminSection>
      <AdminSection title="Użytkownicy">
        <UsersSection />
      </AdminSection>
      <AdminSection title="Rezerwacje">
        <BookingsSection />
      </AdminSection>
      <AdminSection title="Rozmowy">
        <ConversationsSection />
      </AdminSection>
      <AdminSection title="Wydarzenia">
        <EventsSection />
      </AdminSection>
      <AdminSection title="Profile food trucków">
        <ProfilesSection />
      </AdminSection>
      <AdminSection title="Operacje">
        <OperationsSection />
      </AdminSection>
      <AdminSection title="Dziennik zmian">
        <AuditSection />
      </AdminSection>
    </div>
  );
}
