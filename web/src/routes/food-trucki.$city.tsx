import { createFileRoute } from "@tanstack/react-router";
import { CityPage } from "../features/city-page/city-page";

export const Route = createFileRoute("/food-trucki/$city")({ component: CityRoute });

function CityRoute() {
  const { city } = Route.useParams();
  return <CityPage slug={city} />;
}
