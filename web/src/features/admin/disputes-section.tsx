import { useState } from "react";
import { api, unwrap } from "../../lib/api";
import { TEXTS } from "../../lib/texts";
import { useAdminList } from "./admin-list";
import type { AdminBooking } from "./admin-queries";
import { AdminTable, type Column } from "./admin-table";
import { BookingLink, bookingDates, organizerOf, reporterOf, StatusBadge } from "./booking-cells";
import { ResolveDisputeModal } from "./resolve-dispute-modal";

/** Reported problems, open first (SPEC.md §2); an open one is resolved by refund or release. */
export function DisputesSection() {
  const [resolving, setResolving] = useState<AdminBooking>();
  const list = useAdminList<AdminBooking, "created_at", Record<string, never>>({
    key: ["admin", "disputes"],
    load: (query) => unwrap(api.admin.disputes.$get({ query }), TEXTS.loadFailed),
    filters: {},
  });
  const columns: Column<AdminBooking, "created_at">[] = [
    { header: "Food truck", cell: (booking) => <BookingLink booking={booking} /> },
    { header: "Termin", cell: bookingDates },
    { header: "Organizator", cell: organizerOf },
    { header: "Zgłosił", cell: reporterOf },
    { header: "Opis problemu", cell: (booking) => booking.problem_description ?? "—" },
    { header: "Status", cell: (booking) => <StatusBadge booking={booking} /> },
    {
      header: "Akcje",
      cell: (booking) =>
        booking.status === "disputed" ? (
          <button
            type="button"
            className="btn btn--secondary admin-actions__one"
            onClick={() => setResolving(booking)}
          >
            Rozstrzygnij<span className="sr-only"> spór: {booking.food_truck_name}</span>
          </button>
        ) : (
          "—"
        ),
    },
  ];
  return (
    <>
      <AdminTable
        caption="Spory"
        columns={columns}
        list={list}
        rowKey={(booking) => booking.request_id}
        empty="Brak zgłoszonych problemów."
      />
      {resolving && <ResolveDisputeModal booking={resolving} onClose={() => setResolving(undefined)} />}
    </>
  );
}
