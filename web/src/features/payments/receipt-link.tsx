import { Link } from "@tanstack/react-router";
import type { Booking } from "../bookings/bookings-query";

/**
 * "Potwierdzenie płatności" on a paid booking (issue 34): its payer and payee open the printable receipt.
 * Nothing before the booking is paid.
 */
export function ReceiptLink({ booking }: { booking: Pick<Booking, "request_id" | "payment_status"> }) {
  if (booking.payment_status !== "paid") return null;
  return (
    <Link to="/receipt/$requestId" params={{ requestId: String(booking.request_id) }}>
      Potwierdzenie płatności
    </Link>
  );
}
