import { settlementText } from "@shared/domain/booking-kind";
import { BOOKING_STATUSES, type BookingStatus } from "@shared/domain/booking-machine";
import type { BOOKING_SORTS } from "@shared/schemas/admin";
import { api, unwrap } from "../../lib/api";
import { formatDay } from "../../lib/format";
import { BOOKING_STATUS_LABELS, TEXTS } from "../../lib/texts";
import { useAdminList } from "./admin-list";
import type { AdminBooking } from "./admin-queries";
import { AdminTable, type Column } from "./admin-table";
import { BookingLink, bookingDates, organizerOf, StatusBadge } from "./booking-cells";
import { BookingFlag } from "./booking-flag";

type BookingSort = (typeof BOOKING_SORTS)[number];

const columns: Column<AdminBooking, BookingSort>[] = [
  { header: "Food truck", cell: (booking) => <BookingLink booking={booking} /> },
  { header: "Termin", sort: "event_start_date", cell: bookingDates },
  { header: "Organizator", cell: organizerOf },
  { header: "Właściciel", cell: (booking) => booking.owner_email ?? "—" },
  { header: "Rodzaj", cell: (booking) => settlementText(booking.event_cost, "short") },
  { header: "Status", sort: "status", cell: (booking) => <StatusBadge booking={booking} /> },
  {
    header: "Prowizja i opakowania",
    cell: (booking) => (
      <div className="admin-flags">
        <BookingFlag booking={booking} flag="commission_paid" subject={booking.food_truck_name} />
        <BookingFlag booking={booking} flag="packaging_ordered" subject={booking.food_truck_name} />
      </div>
    ),
  },
  { header: "Utworzono", sort: "created_at", cell: (booking) => formatDay(booking.created_at) },
];

function isStatus(value: string): value is BookingStatus {
  return BOOKING_STATUSES.some((status) => status === value);
}

/** Bookings: search by truck, names and e-mails, filter by status, toggle commission and packaging. */
export function BookingsSection() {
  const list = useAdminList<AdminBooking, BookingSort, { status?: BookingStatus }>({
    key: ["admin", "bookings"],
    load: (query) => unwrap(api.admin.bookings.$get({ query }), TEXTS.loadFailed),
    filters: {},
    sort: "created_at",
  });
  return (
    <AdminTable
      caption="Rezerwacje"
      columns={columns}
      list={list}
      rowKey={(booking) => booking.request_id}
      empty="Brak rezerwacji spełniających kryteria."
      searchLabel="Szukaj po food trucku, imieniu, nazwisku lub e-mailu"
      filters={
        <div className="field">
          <label htmlFor="admin-bookings-status">Status</label>
          <select
            id="admin-bookings-status"
            value={list.filters.status ?? ""}
            onChange={(event) => {
              const value = event.target.value;
              list.setFilter("status", isStatus(value) ? value : undefined);
            }}
          >
            <option value="">Wszystkie</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {BOOKING_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
      }
    />
  );
}
