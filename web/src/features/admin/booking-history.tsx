import { formatDateTime } from "../../lib/format";
import { auditActionLabel, auditAdminLabel, auditChanges } from "./audit-labels";

interface HistoryEntry {
  action: string;
  admin_email: string | null;
  details: unknown;
  created_at: number;
}

/** What admins did to a booking, oldest first: when, who, what, and what changed. */
export function BookingHistory({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0) return <p className="muted">Brak działań administratorów.</p>;
  return (
    <ol className="admin-history">
      {entries.map((entry) => (
        <li key={`${entry.created_at}-${entry.action}`}>
          <p className="admin-messages__meta">
            {formatDateTime(entry.created_at)} · {auditAdminLabel(entry.admin_email)}
          </p>
          <p>
            <strong>{auditActionLabel(entry.action)}</strong>
          </p>
          {auditChanges(entry.details).map((line) => (
            <p key={line} className="muted">
              {line}
            </p>
          ))}
        </li>
      ))}
    </ol>
  );
}
