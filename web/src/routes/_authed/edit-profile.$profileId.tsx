import { createFileRoute } from "@tanstack/react-router";
import { EditProfilePage } from "../../features/profile-form/profile-pages";

export const Route = createFileRoute("/_authed/edit-profile/$profileId")({ component: EditProfileRoute });

function EditProfileRoute() {
  const { profileId } = Route.useParams();
  return <EditProfilePage profileId={profileId} />;
}
