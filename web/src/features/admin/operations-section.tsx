import { formatPln } from "@shared/domain/money";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Alert } from "../../components/feedback";
import { api, errorMessage, unwrap } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { TEXTS } from "../../lib/texts";
import { type AdminList, useAdminList } from "./admin-list";
import type { OutboxRow, PayoutRow } from "./admin-queries";
import { AdminTable, type Column } from "./admin-table";
import { ADMIN_ALERTS } from "./texts";

type Notice = { kind: "success" | "error"; text: string } | undefined;

const OUTBOX_STATUSES = { failed: "Nieudane", pending: "Oczekujące", sent: "Wysłane" } as const;
type OutboxStatus = keyof typeof OUTBOX_STATUSES;
const isOutboxStatus = (value: string): value is OutboxStatus => value in OUTBOX_STATUSES;

const KIND_LABELS: Record<OutboxRow["kind"], string> = { email: "E-mail", push: "Powiadomienie push" };

/** "Ponów": the server puts the row back in the queue and says so; the lists are read again. */
function RetryButton({
  name,
  retry,
  onNotice,
}: {
  name: string;
  retry: () => Promise<{ message: string }>;
  onNotice: (notice: Notice) => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: retry,
    onMutate: () => onNotice(undefined),
    onSuccess: async (answer) => {
      onNotice({ kind: "success", text: answer.message });
      await queryClient.invalidateQueries({ queryKey: ["admin"] });
    },
    onError: (error) => onNotice({ kind: "error", text: errorMessage(error, ADMIN_ALERTS.retry) }),
  });
  return (
    <div className="admin-actions">
      <button
        type="button"
        className="btn btn--secondary"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate()}
      >
        {mutation.isPending ? "Ponawianie..." : "Ponów"}
        <span className="sr-only"> {name}</span>
      </button>
    </div>
  );
}

/** The error a delivery or transfer last ended with, as the sender or the provider reported it. */
function lastErrorColumn<TRow extends { last_error: string | null }>(): Column<TRow, never> {
  return {
    header: "Ostatni błąd",
    cell: (row) => <span className="admin-error-text">{row.last_error ?? "—"}</span>,
  };
}

function NoticeAlert({ notice }: { notice: Notice }) {
  return notice ? <Alert kind={notice.kind}>{notice.text}</Alert> : null;
}

interface OutboxFilters extends Record<string, string | undefined> {
  status: OutboxStatus;
}

/** E-mails and pushes by status (failed first); a failed one can be sent again. */
function OutboxTable() {
  const [notice, setNotice] = useState<Notice>();
  const list = useAdminList<OutboxRow, never, OutboxFilters>({
    key: ["admin", "outbox"],
    load: (query) => unwrap(api.admin.operations.outbox.$get({ query }), TEXTS.loadFailed),
    filters: { status: "failed" },
  });
  const columns: Column<OutboxRow, never>[] = [
    { header: "Rodzaj", cell: (row) => KIND_LABELS[row.kind] },
    { header: "Odbiorca", cell: (row) => row.recipient },
    { header: "Temat", cell: (row) => row.subject },
    { header: "Próby", cell: (row) => row.attempts },
    lastErrorColumn(),
    { header: "Utworzono", cell: (row) => formatDateTime(row.created_at) },
    {
      header: "Akcje",
      cell: (row) =>
        row.status === "failed" ? (
          <RetryButton
            name={`${KIND_LABELS[row.kind].toLowerCase()} do ${row.recipient}: ${row.subject}`}
            retry={() =>
              unwrap(
                api.admin.operations.outbox[":id"].retry.$post({ param: { id: String(row.id) } }),
                ADMIN_ALERTS.retry,
              )
            }
            onNotice={setNotice}
          />
        ) : (
          "—"
        ),
    },
  ];
  return (
    <section className="stack" aria-labelledby="admin-outbox-title">
      <h3 id="admin-outbox-title" className="admin-subtitle">
        E-maile i powiadomienia
      </h3>
      <NoticeAlert notice={notice} />
      <AdminTable
        caption="E-maile i powiadomienia"
        columns={columns}
        list={list}
        rowKey={(row) => row.id}
        empty="Brak wysyłek o tym statusie."
        filters={
          <div className="field">
            <label htmlFor="admin-outbox-status">Status</label>
            <select
              id="admin-outbox-status"
              value={list.filters.status}
              onChange={(event) => {
                const value = event.target.value;
                if (isOutboxStatus(value)) list.setFilter("status", value);
              }}
            >
              {Object.entries(OUTBOX_STATUSES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        }
      />
    </section>
  );
}

/**
 * The payouts list is not paged on the server (the newest 200): shown in the same table as one page, with
 * no search or sorting.
 */
function useFailedPayouts(): AdminList<PayoutRow, never> {
  const result = useQuery({
    queryKey: ["admin", "payouts", "failed"],
    queryFn: () => unwrap(api.admin.payouts.$get({ query: { status: "failed" } }), TEXTS.loadFailed),
    select: (rows) => ({ items: rows, total: rows.length, page: 1, per_page: Math.max(rows.length, 1) }),
  });
  return {
    result,
    page: 1,
    setPage: () => undefined,
    sort: { by: undefined, order: "desc" },
    sortBy: () => undefined,
    sortTo: () => undefined,
    searchText: "",
    setSearchText: () => undefined,
  };
}

/** Settlements whose transfer to the owner failed, with the provider's last error; "Ponów" tries now. */
function PayoutsTable() {
  const [notice, setNotice] = useState<Notice>();
  const list = useFailedPayouts();
  const columns: Column<PayoutRow, never>[] = [
    {
      header: "Rezerwacja",
      cell: (row) => (
        <Link to="/admin/booking/$requestId" params={{ requestId: String(row.request_id) }}>
          #{row.request_id}
        </Link>
      ),
    },
    { header: "Kwota", cell: (row) => formatPln(row.amount ?? 0) },
    { header: "Próby", cell: (row) => row.attempts },
    lastErrorColumn(),
    {
      header: "Następna próba",
      cell: (row) => (row.next_attempt_at === null ? "—" : formatDateTime(row.next_attempt_at)),
    },
    {
      header: "Akcje",
      cell: (row) => (
        <RetryButton
          name={`wypłatę za rezerwację #${row.request_id}`}
          retry={() =>
            unwrap(
              api.admin.operations.payouts[":id"].retry.$post({ param: { id: String(row.payout_id) } }),
              ADMIN_ALERTS.retry,
            )
          }
          onNotice={setNotice}
        />
      ),
    },
  ];
  return (
    <section className="stack" aria-labelledby="admin-payouts-title">
      <h3 id="admin-payouts-title" className="admin-subtitle">
        Nieudane rozliczenia
      </h3>
      <NoticeAlert notice={notice} />
      <AdminTable
        caption="Nieudane rozliczenia"
        columns={columns}
        list={list}
        rowKey={(row) => row.payout_id}
        empty="Brak nieudanych rozliczeń."
      />
    </section>
  );
}

/** What failed in the background (e-mails, pushes, transfers to owners), with a way to try again. */
export function OperationsSection() {
  return (
    <div className="stack admin-operations">
      <OutboxTable />
      <PayoutsTable />
    </div>
  );
}
