import { cityHeading } from "@shared/domain/city-texts";
import { NOT_FOUND_TITLES } from "@shared/domain/page-title";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Alert } from "../../components/feedback";
import { QueryError } from "../../components/query-error";
import { ApiRequestError } from "../../lib/api";
import { usePageTitle } from "../../lib/use-page-title";
import { SkeletonCards } from "../search/search-results";
import { TruckGrid } from "../search/truck-card";
import { type City, cityQuery } from "./city-query";
import { CityFactsList, CityFaq, NearbyCities, NoTrucksHere } from "./city-sections";
import "./city-page.css";

/** /food-trucki/{city} (beyond SPEC.md, issue 16): the trucks that serve a town, best rated first. */
export function CityPage({ slug }: { slug: string }) {
  const options = cityQuery(slug);
  // A 404 is not asked again on arrival: the worker rendered the not-found view from the API's answer
  // (decision 0033), and the same answer stays. Any other failure is.
  const cached = useQueryClient().getQueryState(options.queryKey)?.error;
  const retryOnMount = !(cached instanceof ApiRequestError && cached.status === 404);
  const query = useQuery({ ...options, retryOnMount });
  const refusal = query.error instanceof ApiRequestError ? query.error : undefined;
  const notFound = !query.data && refusal?.status === 404;
  // The worker's 404 head has the same title (worker/use-cases/public-pages/city-page.ts).
  const heading = notFound ? NOT_FOUND_TITLES.city : "Food trucki";
  usePageTitle(query.data ? cityHeading(query.data.city.name) : heading);

  if (query.data) return <CityView page={query.data} />;
  return (
    <div className="city-page stack">
      <header className="card stack">
        <h1 className="page-title">{heading}</h1>
        {notFound && (
          <>
            <Alert kind="error">{refusal?.message}</Alert>
            <Link to="/">Wróć do wyszukiwarki food trucków</Link>
          </>
        )}
      </header>
      {query.isPending && <SkeletonCards />}
      {query.isError && !notFound && <QueryError error={query.error} onRetry={query.refetch} />}
    </div>
  );
}

/** A town's page: pure, from the API's answer (issue 39 renders it in the worker too). */
export function CityView({ page }: { page: City }) {
  const { city, trucks, total } = page;
  return (
    <div className="city-page stack">
      <header className="card city-page__header">
        <h1 className="page-title">{cityHeading(city.name)}</h1>
        {city.voivodeship && <p className="muted">Województwo {city.voivodeship}</p>}
        {/* A town nobody serves says why below; its search would find nothing. */}
        {total > 0 && (
          <>
            <p>{page.intro}</p>
            <p>
              <Link to="/" search={{ postal_code: city.name }} className="btn">
                Szukaj food trucków {city.phrases.in}
              </Link>
            </p>
          </>
        )}
      </header>
      {total === 0 ? (
        <NoTrucksHere page={page} />
      ) : (
        <>
          <CityFactsList page={page} />
          <section aria-labelledby="city-trucks-title" className="stack">
            <h2 id="city-trucks-title" className="section-title">
              Food trucki dojeżdżające {city.phrases.to}
              {trucks.length > 1 && <span className="city-page__order"> – najwyżej oceniane pierwsze</span>}
            </h2>
            <TruckGrid trucks={trucks} />
            {total > trucks.length && (
              <p className="city-page__more">
                <Link to="/" search={{ postal_code: city.name }}>
                  Zobacz wszystkie ({total}) w wyszukiwarce
                </Link>
              </p>
            )}
          </section>
        </>
      )}
      <CityFaq page={page} />
      <NearbyCities towns={page.nearby} />
    </div>
  );
}
