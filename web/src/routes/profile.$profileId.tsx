import { createFileRoute } from "@tanstack/react-router";
import { parseProfileId, profileQuery } from "../features/profiles/profile-query";
import { PublicProfilePage } from "../features/public-profile/public-profile-page";
import { waitForPageAnswer } from "../lib/page-answer";

export const Route = createFileRoute("/profile/$profileId")({
  // On arrival the worker has put the profile into the HTML (decision 0014): waited for, so the first
  // render shows it rather than "Wczytywanie..." first.
  loader: ({ context, params }) => {
    const id = parseProfileId(params.profileId);
    if (id === null) return;
    return waitForPageAnswer(`/api/profiles/${id}`, () =>
      context.queryClient.ensureQueryData(profileQuery(id)),
    );
  },
  component: ProfileRoute,
});

function ProfileRoute() {
  const { profileId } = Route.useParams();
  return <PublicProfilePage profileId={profileId} />;
}
