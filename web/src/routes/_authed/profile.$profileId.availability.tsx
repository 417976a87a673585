import { createFileRoute } from "@tanstack/react-router";
import { AvailabilityPage } from "../../features/availability/availability-page";

export const Route = createFileRoute("/_authed/profile/$profileId/availability")({
  component: AvailabilityRoute,
});

function AvailabilityRoute() {
  const { profileId } = Route.useParams();
  return <AvailabilityPage profileId={profileId} />;
}
