import { CONTACT_STATUSES } from "@shared/domain/booking-machine";
import { useMutation } from "@tanstack/react-query";
import { Alert } from "../../components/feedback";
import { api, errorMessage } from "../../lib/api";
import { downloadThroughApi } from "../../lib/download";
import type { Booking } from "./bookings-query";

const CALENDAR_DOWNLOAD_FAILED = "Nie udało się pobrać pliku kalendarza.";
/** Bookings the owner accepted and nobody called off: a request is in no calendar yet. */
const IN_CALENDAR: ReadonlySet<string> = new Set(CONTACT_STATUSES);

/** "Dodaj do kalendarza": the booking as an .ics file (beyond SPEC.md, issue 17). */
export function CalendarDownload({ booking }: { booking: Booking }) {
  const download = useMutation({
    mutationFn: () =>
      downloadThroughApi(
        api.requests[":id"]["calendar.ics"].$get({ param: { id: String(booking.request_id) } }),
        `rezerwacja-${booking.request_id}.ics`,
        CALENDAR_DOWNLOAD_FAILED,
      ),
  });
  if (!IN_CALENDAR.has(booking.status)) return null;
  return (
    <>
      <button
        type="button"
        className="btn--link bk-link-button"
        onClick={() => download.mutate()}
        disabled={download.isPending}
      >
        Dodaj do kalendarza (.ics)
      </button>
      {download.isError && (
        <Alert kind="error">{errorMessage(download.error, CALENDAR_DOWNLOAD_FAILED)}</Alert>
      )}
    </>
  );
}
