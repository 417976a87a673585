import { createFileRoute } from "@tanstack/react-router";
import { PublicProfilePage } from "../features/public-profile/public-profile-page";

export const Route = createFileRoute("/profile/$profileId")({
  component: ProfileRoute,
});

function ProfileRoute() {
  const { profileId } = Route.useParams();
  return <PublicProfilePage profileId={profileId} />;
}
