import { compactContext, searchContextSchema } from "@shared/schemas/search-context";
import { createFileRoute } from "@tanstack/react-router";
import { BookingPage } from "../../features/booking-form/booking-form-page";

export const Route = createFileRoute("/_authed/booking/$profileId")({
  // The home search's place, days and guests, carried from the profile (issue 35): they fill the form in.
  // In the URL, they also survive the detour through the sign-in page (its redirect is this whole address).
  validateSearch: searchContextSchema,
  component: BookingRoute,
});

function BookingRoute() {
  const { profileId } = Route.useParams();
  const context = compactContext(Route.useSearch());
  return <BookingPage key={profileId} profileId={profileId} context={context} />;
}
