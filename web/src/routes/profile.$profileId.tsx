import { compactContext, searchContextSchema } from "@shared/schemas/search-context";
import { createFileRoute } from "@tanstack/react-router";
import { parseProfileId, profileQuery } from "../features/profiles/profile-query";
import { PublicProfilePage } from "../features/public-profile/public-profile-page";
import { loadWithPageAnswer } from "../lib/page-answer";

export const Route = createFileRoute("/profile/$profileId")({
  // The home search's place, days and guests (issue 35); whatever is not usable is dropped.
  validateSearch: searchContextSchema,
  // The profile starts loading with the route's code; on arrival it is in the HTML (decision 0014) and
  // waited for, so the first render shows it rather than "Wczytywanie..." first.
  loader: ({ context, params }) => {
    const id = parseProfileId(params.profileId);
    if (id === null) return;
    return loadWithPageAnswer(`/api/profiles/${id}`, () =>
      context.queryClient.ensureQueryData(profileQuery(id)),
    );
  },
  component: ProfileRoute,
});

function ProfileRoute() {
  const { profileId } = Route.useParams();
  const context = compactContext(Route.useSearch());
  return <PublicProfilePage profileId={profileId} context={context} />;
}
