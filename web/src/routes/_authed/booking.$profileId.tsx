import { createFileRoute } from "@tanstack/react-router";
import { BookingPage } from "../../features/booking-form/booking-form-page";

export const Route = createFileRoute("/_authed/booking/$profileId")({ component: BookingRoute });

function BookingRoute() {
  const { profileId } = Route.useParams();
  return <BookingPage key={profileId} profileId={profileId} />;
}
