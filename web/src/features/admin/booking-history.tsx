import { formatDateTime } from "../../lib/format";

interface HistoryEntry {
  action: string;
  admin_email: string;
  created_at: number;
}

/** What admins did to a booking, oldest first. */
export function BookingHistory({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0) return <p className="muted">Brak działań administratorów.</p>;
  return (
    <ol className="admin-history">
      {entries.map((entry) => (
        <li key={`${entry.created_at}-${entry.action}`}>
          {formatDateTime(entry.created_at)} · {entry.admin_email} · {entry.action}
        </li>
      ))}
    </ol>
  );
}
