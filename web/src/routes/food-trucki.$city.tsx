import { createFileRoute } from "@tanstack/react-router";
import { CityPage } from "../features/city-page/city-page";
import { cityQuery } from "../features/city-page/city-query";
import { waitForPageAnswer } from "../lib/page-answer";

export const Route = createFileRoute("/food-trucki/$city")({
  // On arrival the worker has put the town's page into the HTML (decision 0014): waited for, so the first
  // render shows it rather than skeleton cards first.
  loader: ({ context, params }) =>
    waitForPageAnswer(`/api/cities/${params.city}`, () =>
      context.queryClient.ensureQueryData(cityQuery(params.city)),
    ),
  component: CityRoute,
});

function CityRoute() {
  const { city } = Route.useParams();
  return <CityPage slug={city} />;
}
