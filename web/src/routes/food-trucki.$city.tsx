import { createFileRoute } from "@tanstack/react-router";
import { CityPage } from "../features/city-page/city-page";
import { cityQuery } from "../features/city-page/city-query";
import { loadWithPageAnswer } from "../lib/page-answer";

export const Route = createFileRoute("/food-trucki/$city")({
  // The town's page starts loading with the route's code; on arrival it is in the HTML (decision 0014)
  // and waited for, so the first render shows it rather than skeleton cards first.
  loader: ({ context, params }) =>
    loadWithPageAnswer(`/api/cities/${params.city}`, () =>
      context.queryClient.ensureQueryData(cityQuery(params.city)),
    ),
  component: CityRoute,
});

function CityRoute() {
  const { city } = Route.useParams();
  return <CityPage slug={city} />;
}
