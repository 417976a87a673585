import { cardPriceText } from "@shared/domain/price-guide";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { Alert, Loading } from "../../components/feedback";
import { QueryError } from "../../components/query-error";
import { RatingSummary } from "../../components/rating-summary";
import { api, errorMessage, unwrap } from "../../lib/api";
import { TEXTS } from "../../lib/texts";
import type { Booking } from "./bookings-query";
import "./replacements.css";

const REQUEST_FAILED = "Nie udało się wysłać prośby. Spróbuj ponownie.";

function replacementsQuery(requestId: number) {
  return queryOptions({
    queryKey: ["bookings", "replacements", requestId],
    queryFn: () =>
      unwrap(api.requests[":id"].replacements.$get({ param: { id: String(requestId) } }), TEXTS.loadFailed),
  });
}

/**
 * "Proponowane zastępstwa" (beyond SPEC.md, issue 17): on an organizer's booking its owner cancelled, up
 * to three trucks free on the same days, each asked with the same details in one click.
 */
export function Replacements({ booking }: { booking: Booking }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const trucks = useQuery(replacementsQuery(booking.request_id));
  const ask = useMutation({
    mutationFn: (profileId: number) =>
      unwrap(
        api.requests[":id"].replacement.$post({
          param: { id: String(booking.request_id) },
          json: { profile_id: profileId },
        }),
        REQUEST_FAILED,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["bookings"] }),
  });

  return (
    <section className="bk-box bk-replacements" aria-labelledby={titleId}>
      <h4 id={titleId} className="bk-box__title">
        Proponowane zastępstwa
      </h4>
      {trucks.isPending && <Loading text="Szukamy wolnych food trucków..." />}
      {trucks.isError && <QueryError error={trucks.error} onRetry={trucks.refetch} />}
      {trucks.data?.length === 0 && (
        <p>
          Nie znaleźliśmy teraz wolnego food trucka w tym terminie i miejscu.{" "}
          <Link to="/" search={{ postal_code: booking.event_location }}>
            Poszukaj w wyszukiwarce
          </Link>
        </p>
      )}
      {trucks.data && trucks.data.length > 0 && (
        <>
          <p className="bk-box__hint">
            Wolne w Twoim terminie, dojeżdżają na miejsce i mają podobną kuchnię. Prośba zawiera te same dane
            wydarzenia.
          </p>
          <ul className="bk-replacements__list">
            {trucks.data.map((truck) => {
              const price = cardPriceText(truck);
              const sent = ask.isSuccess && ask.variables === truck.profile_id;
              return (
                <li key={truck.profile_id} className="bk-replacements__item">
                  <div>
                    <Link to="/profile/$profileId" params={{ profileId: String(truck.profile_id) }}>
                      {truck.food_truck_name}
                    </Link>
                    <span className="bk-replacements__meta">
                      {truck.base_location}
                      {price && ` · ${price}`}
                    </span>
                    {truck.review_count > 0 && (
                      <RatingSummary average={truck.rating_average} count={truck.review_count} />
                    )}
                  </div>
                  <button
                    type="button"
                    className="btn btn--secondary"
                    disabled={ask.isPending || sent}
                    onClick={() => ask.mutate(truck.profile_id)}
                    // The visible words start the name (WCAG 2.5.3); the truck's name tells the buttons apart.
                    aria-label={`${sent ? "Wysłano prośbę" : "Wyślij prośbę"} do: ${truck.food_truck_name}`}
                  >
                    {sent ? "Wysłano prośbę" : "Wyślij prośbę"}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {ask.isSuccess && (
        <Alert kind="success">
          Wysłano prośbę z danymi tego wydarzenia. Znajdziesz ją w aktualnych rezerwacjach.
        </Alert>
      )}
      {ask.isError && <Alert kind="error">{errorMessage(ask.error, REQUEST_FAILED)}</Alert>}
    </section>
  );
}
