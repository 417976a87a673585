import { warsawDayOf } from "@shared/domain/calendar";
import { busyDaysApiUrl, profileCalendarMonths } from "@shared/schemas/profile-calendar";
import { firstReviewsApiUrl, profileApiUrl } from "@shared/schemas/profiles";
import { compactContext, searchContextSchema } from "@shared/schemas/search-context";
import { createFileRoute } from "@tanstack/react-router";
import { preloadDayPicker } from "../components/calendar-base";
import { parseProfileId, profileQuery } from "../features/profiles/profile-query";
import { busyDaysQuery } from "../features/public-profile/busy-days-query";
import { PublicProfilePage } from "../features/public-profile/public-profile-page";
import { truckReviewsQuery } from "../features/public-profile/truck-reviews-query";
import { loadWithPageAnswer, pageAnswers } from "../lib/page-answer";

export const Route = createFileRoute("/profile/$profileId")({
  // The home search's place, days and guests (issue 35); whatever is not usable is dropped.
  validateSearch: searchContextSchema,
  loaderDeps: ({ search }) => search,
  // The profile starts loading with the route's code; on arrival it is in the HTML (decision 0014), with
  // its first reviews when it has some and its calendar's busy days (decision 0033), and waited for, so
  // the first render shows them rather than "Wczytywanie..." first: the same screen the worker rendered.
  loader: async ({ context: { queryClient }, params, deps }) => {
    const id = parseProfileId(params.profileId);
    if (id === null) return;
    const reviewsUrl = firstReviewsApiUrl(id);
    const { span } = profileCalendarMonths(deps, warsawDayOf(Math.floor(Date.now() / 1000)));
    const busyDaysUrl = busyDaysApiUrl(id, span);
    await Promise.all([
      loadWithPageAnswer(profileApiUrl(id), () => queryClient.ensureQueryData(profileQuery(id))),
      // Only from the page: whether there are any to ask for is known from the profile.
      pageAnswers(reviewsUrl) &&
        loadWithPageAnswer(reviewsUrl, () =>
          queryClient.prefetchInfiniteQuery(truckReviewsQuery(Number(id))),
        ),
      // The months the worker rendered: their busy days and the grid's code, before the first render.
      pageAnswers(busyDaysUrl) &&
        loadWithPageAnswer(busyDaysUrl, () =>
          Promise.all([queryClient.prefetchQuery(busyDaysQuery(id, span)), preloadDayPicker()]),
        ),
    ]);
  },
  component: ProfileRoute,
});

function ProfileRoute() {
  const { profileId } = Route.useParams();
  const context = compactContext(Route.useSearch());
  return <PublicProfilePage profileId={profileId} context={context} />;
}
