import { createFileRoute } from "@tanstack/react-router";
import { AdminBookingPage } from "../../features/admin/booking-details-page";

export const Route = createFileRoute("/_admin/admin/booking/$requestId")({
  component: AdminBookingRoute,
});

function AdminBookingRoute() {
  const { requestId } = Route.useParams();
  // A path that is not a number names no booking: the page says so (the server would answer 404 too).
  return <AdminBookingPage requestId={/^\d{1,10}$/.test(requestId) ? Number(requestId) : 0} />;
}
