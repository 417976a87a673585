import {
  type CityLink,
  pricedShareText,
  priceRangeText,
  ratingText,
  reviewsText,
} from "@shared/domain/city-page-texts";
import { Link } from "@tanstack/react-router";
import type { City } from "./city-query";

/**
 * The parts of a town's page below its heading (issue 37), drawn from the API's answer alone: no hooks,
 * so the worker can render them too.
 */

/** How many trucks come, what they serve, what a portion costs and how organizers rated them. */
export function CityFactsList({ page }: { page: City }) {
  const { city, facts, total } = page;
  return (
    <section aria-labelledby="city-facts-title" className="card city-facts">
      <h2 id="city-facts-title" className="section-title">
        W skrócie
      </h2>
      <dl className="city-facts__list">
        <div>
          <dt>Liczba food trucków</dt>
          <dd>{total}</dd>
        </div>
        {facts.price && (
          <div>
            <dt>Ceny porcji</dt>
            <dd>
              {priceRangeText(facts.price)}
              <span className="city-facts__note">{pricedShareText(facts.price.trucks, total)}</span>
            </dd>
          </div>
        )}
        {facts.rating && (
          <div>
            <dt>Średnia ocen</dt>
            <dd>
              {ratingText(facts.rating)}
              <span className="city-facts__note"> ({reviewsText(facts.rating.reviews)})</span>
            </dd>
          </div>
        )}
      </dl>
      {facts.cuisines.length > 0 && (
        <>
          <h3 className="city-facts__subtitle">Kuchnie w ofercie</h3>
          <ul className="city-cuisines">
            {facts.cuisines.map((cuisine) => (
              <li key={cuisine.code}>
                <Link
                  to="/"
                  search={{ postal_code: city.name, cuisine: cuisine.code }}
                  className="city-cuisines__link"
                >
                  {cuisine.label} <span className="city-cuisines__count">({cuisine.trucks})</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The organizers' questions, answered as the worker's FAQPage JSON-LD answers them. */
export function CityFaq({ page }: { page: City }) {
  return (
    <section aria-labelledby="city-faq-title" className="card city-faq">
      <h2 id="city-faq-title" className="section-title">
        Najczęstsze pytania
      </h2>
      {page.faq.map((entry) => (
        <div key={entry.question} className="city-faq__entry">
          <h3 className="city-faq__question">{entry.question}</h3>
          <p>{entry.answer}</p>
        </div>
      ))}
    </section>
  );
}

function TownLink({ town }: { town: CityLink }) {
  return (
    <Link to="/food-trucki/$city" params={{ city: town.slug }}>
      {town.name}
    </Link>
  );
}

/** The nearest bigger towns that trucks come to, nearest first, with their distance. */
export function NearbyCities({ towns }: { towns: CityLink[] }) {
  if (towns.length === 0) return null;
  return (
    <nav aria-labelledby="city-nearby-title" className="card city-nearby">
      <h2 id="city-nearby-title" className="section-title">
        Najbliższe miasta z food truckami
      </h2>
      <ul className="city-nearby__list">
        {towns.map((town) => (
          <li key={town.slug}>
            <TownLink town={town} /> <span className="muted">({town.distance_km} km)</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A town nobody serves yet: the nearest town that has trucks, and the search around this one. */
export function NoTrucksHere({ page }: { page: City }) {
  const { nearest } = page;
  return (
    <section aria-labelledby="city-none-title" className="card stack">
      <h2 id="city-none-title" className="section-title">
        Brak food trucków {page.city.phrases.in}
      </h2>
      <p>{page.intro}</p>
      {nearest && (
        <p>
          <Link to="/food-trucki/$city" params={{ city: nearest.slug }} className="btn">
            Food trucki – {nearest.name}
          </Link>
        </p>
      )}
    </section>
  );
}
