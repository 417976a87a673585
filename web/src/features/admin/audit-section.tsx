import { Link } from "@tanstack/react-router";
import { api, unwrap } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { TEXTS } from "../../lib/texts";
import { useAdminList } from "./admin-list";
import type { AuditRow } from "./admin-queries";
import { AdminTable, type Column } from "./admin-table";
import { auditActionLabel, auditAdminLabel, auditChanges, auditTargetLabel } from "./audit-labels";

/** The record an entry is about; a booking links to its admin page. */
function Target({ entry }: { entry: AuditRow }) {
  const label = `${auditTargetLabel(entry.target_type)} #${entry.target_id}`;
  if (entry.target_type !== "booking") return <>{label}</>;
  return (
    <Link to="/admin/booking/$requestId" params={{ requestId: entry.target_id }}>
      {label}
    </Link>
  );
}

function Changes({ entry }: { entry: AuditRow }) {
  const lines = auditChanges(entry.details);
  if (lines.length === 0) return <>—</>;
  return (
    <ul className="admin-compact-list admin-changes">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

const columns: Column<AuditRow, never>[] = [
  { header: "Czas", cell: (entry) => formatDateTime(entry.created_at) },
  // Admins, and a user for their own data export (issue 38).
  { header: "Kto", cell: (entry) => auditAdminLabel(entry.admin_email) },
  { header: "Akcja", cell: (entry) => auditActionLabel(entry.action) },
  { header: "Obiekt", cell: (entry) => <Target entry={entry} /> },
  { header: "Zmiany", cell: (entry) => <Changes entry={entry} /> },
];

/** Every admin write, newest first (read-only: the server never lets the log change). */
export function AuditSection() {
  const list = useAdminList<AuditRow, never, Record<string, string | undefined>>({
    key: ["admin", "audit"],
    load: (query) => unwrap(api.admin.audit.$get({ query }), TEXTS.loadFailed),
    filters: {},
  });
  return (
    <AdminTable
      caption="Dziennik zmian"
      columns={columns}
      list={list}
      rowKey={(entry) => entry.id}
      empty="Dziennik zmian jest pusty."
    />
  );
}
