import { settlementText } from "@shared/domain/booking-kind";
import { polishPlural } from "@shared/domain/plural";
import { useState } from "react";
import { api, unwrap } from "../../lib/api";
import { formatDayRange } from "../../lib/format";
import { invitationStatus, offerGroups } from "../events/labels";
import { useAdminList } from "./admin-list";
import type { AdminEvent } from "./admin-queries";
import { AdminTable, type Column } from "./admin-table";
import { ADMIN_ALERTS } from "./texts";

/** Characters of a description shown before "Pokaż całość". */
const SHORT_TEXT = 80;

/** A long text cut to a line, with a button that shows all of it (and the whole text as a tooltip). */
function ExpandableText({ text, label }: { text: string; label: string }) {
  const [expanded, setExpanded] = useState(false);
  if (text.length <= SHORT_TEXT) return <span className="admin-pre">{text}</span>;
  return (
    <div className="admin-expandable">
      <span className="admin-pre" title={expanded ? undefined : text}>
        {expanded ? text : `${text.slice(0, SHORT_TEXT).trimEnd()}…`}
      </span>{" "}
      <button
        type="button"
        className="btn btn--link admin-expandable__toggle"
        aria-expanded={expanded}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? "Zwiń" : "Pokaż całość"}
        <span className="sr-only"> – {label}</span>
      </button>
    </div>
  );
}

/** "Dania: Burgery, Pizza · Napoje: Lemoniada": the required offer on one line. */
function offerText(event: AdminEvent): string {
  const groups = offerGroups(event.required_offer);
  return groups.length === 0
    ? "—"
    : groups.map((group) => `${group.title}: ${group.labels.join(", ")}`).join(" · ");
}

/** "3 zaproszenia" and how many are in each state ("Przyjęte: 1, Oczekuje na odpowiedź: 2"). */
function Invitations({ event }: { event: AdminEvent }) {
  const count = event.invitations.length;
  if (count === 0) return <>Brak zaproszeń</>;
  const byStatus = new Map<string, number>();
  for (const invitation of event.invitations) {
    const { label } = invitationStatus(invitation, "organizer");
    byStatus.set(label, (byStatus.get(label) ?? 0) + 1);
  }
  return (
    <>
      <strong>
        {count} {polishPlural(count, "zaproszenie", "zaproszenia", "zaproszeń")}
      </strong>
      <ul className="admin-compact-list">
        {[...byStatus].map(([label, number]) => (
          <li key={label}>
            {label}: {number}
          </li>
        ))}
      </ul>
    </>
  );
}

const columns: Column<AdminEvent, never>[] = [
  { header: "Wydarzenie", cell: (event) => event.event_name },
  { header: "Organizator", cell: (event) => event.organizer_email },
  { header: "Termin", cell: (event) => formatDayRange(event.event_start_date, event.event_end_date) },
  { header: "Lokalizacja", cell: (event) => event.location },
  { header: "Goście", cell: (event) => event.guest_count },
  { header: "Rozliczenie", cell: (event) => settlementText(event.event_cost, "short") },
  { header: "Koszty mediów", cell: (event) => event.utility_costs ?? "—" },
  { header: "Wymagana oferta", cell: offerText },
  {
    header: "Opis",
    cell: (event) => <ExpandableText text={event.event_description} label={event.event_name} />,
  },
  { header: "Zaproszenia", cell: (event) => <Invitations event={event} /> },
];

/** Events of every organizer, newest first: search by name or the organizer's e-mail. */
export function EventsSection() {
  const list = useAdminList<AdminEvent, never, Record<string, string | undefined>>({
    key: ["admin", "events"],
    load: (query) => unwrap(api.admin.events.$get({ query }), ADMIN_ALERTS.events),
    filters: {},
  });
  return (
    <AdminTable
      caption="Wydarzenia"
      columns={columns}
      list={list}
      rowKey={(event) => event.event_id}
      empty="Brak wydarzeń spełniających kryteria."
      searchLabel="Szukaj po nazwie wydarzenia lub e-mailu organizatora"
    />
  );
}
