import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { profileOfferItems, profiles } from "../../worker/db/schema";
import { type CityFacts, cityIntro } from "../../worker/domain/city-page-texts";
import { placePhrases } from "../../worker/domain/place-cases";
import type { Place } from "../../worker/domain/place-index";
import { shortDescription } from "../../worker/lib/page-head";
import { cityFacts } from "../../worker/use-cases/public-pages/city-facts";
import { createVerifiedUser, db } from "./helpers";
import { pageAnswerIn, parseHead, servePage } from "./page-fixtures";
import { createOwner, createProfile, offerJson, profileListSchema } from "./profile-fixtures";

/** A town in mid-Atlantic: storage is shared, and no other test puts a truck anywhere near it. */
const SEA_TOWN: Place = {
  name: "Morskie Oko Testowe",
  kind: "city",
  city: null,
  cityKey: null,
  lat: 12.34,
  lng: -31.5,
  population: 0,
  keys: ["morskie oko testowe"],
  county: null,
  voivodeship: "",
};

interface SeededTruck {
  /** km east of the town */
  eastKm: number;
  radiusKm: number;
  prices: [from: number | null, to: number | null];
  dishes: string[];
  reviews: [count: number, total: number];
}

async function seedTrucks(trucks: SeededTruck[]): Promise<void> {
  const owner = await createVerifiedUser({ userType: "food_truck_owner", password: null });
  const kmPerDegree = 111.32 * Math.cos((SEA_TOWN.lat * Math.PI) / 180);
  for (const [index, truck] of trucks.entries()) {
    const [row] = await db()
      .insert(profiles)
      .values({
        userId: owner.user.id,
        foodTruckName: `Fakty ${index}`,
        foodTruckDescription: "Truck do faktów strony miasta",
        baseLocation: "Morze",
        baseLat: SEA_TOWN.lat,
        baseLng: SEA_TOWN.lng + truck.eastKm / kmPerDegree,
        operationRadiusKm: truck.radiusKm,
        priceFromGrosze: truck.prices[0] === null ? null : truck.prices[0] * 100,
        priceToGrosze: truck.prices[1] === null ? null : truck.prices[1] * 100,
        reviewCount: truck.reviews[0],
        ratingTotal: truck.reviews[1],
      })
      .returning({ id: profiles.id });
    if (!row) throw new Error("insert returned no profile");
    for (const code of truck.dishes) {
      await db().insert(profileOfferItems).values({ profileId: row.id, kind: "dishes", code });
    }
  }
}

describe("a city page's facts (issue 37)", () => {
  it("come from the trucks that serve the town only: dishes, portion prices and the organizers' ratings", async () => {
    await seedTrucks([
      { eastKm: 0, radiusKm: 20, prices: [20, 30], dishes: ["burgers", "pizza"], reviews: [2, 9] },
      { eastKm: 10, radiusKm: 15, prices: [18, null], dishes: ["pizza"], reviews: [0, 0] },
      { eastKm: 5, radiusKm: 20, prices: [null, null], dishes: ["pizza", "kebab"], reviews: [1, 3] },
      // 50 km away with a 10 km radius: it does not come, so its cheap ice cream and top marks do not count.
      { eastKm: 50, radiusKm: 10, prices: [5, 8], dishes: ["ice_cream"], reviews: [4, 20] },
    ]);
    const { facts } = await cityFacts(db(), SEA_TOWN);
    expect(facts).toEqual({
      cuisines: [
        { code: "pizza", label: "Pizza", trucks: 3 },
        { code: "burgers", label: "Burgery", trucks: 1 },
        { code: "kebab", label: "Kebab", trucks: 1 },
      ],
      price: { from: 18, to: 30, trucks: 2 },
      rating: { average: 4, reviews: 3 },
    } satisfies CityFacts);

    expect(cityIntro(placePhrases("Ełk"), 3, facts, null)).toBe(
      "3 food trucki dojeżdżają do Ełku. W ofercie: pizza, burgery i kebab. Ceny porcji: 18–30\u00a0zł (podają je 2 z 3 food trucków). Średnia ocen od organizatorów: 4 na 5 (3 opinie). Porównaj oferty i wolne terminy, a potem wyślij zapytanie – organizator nie płaci nam prowizji.",
    );
  });

  it("a town no truck serves says so, and names the nearest town that has some", () => {
    const none: CityFacts = { cuisines: [], price: null, rating: null };
    expect(
      cityIntro(placePhrases("Przemyśl"), 0, none, { slug: "rzeszow", name: "Rzeszów", distance_km: 80 }),
    ).toBe(
      "Żaden food truck nie dojeżdża jeszcze do Przemyśla. Najbliższe miasto z food truckami to Rzeszów (80 km).",
    );
    expect(cityIntro(placePhrases("Wieliczka"), 0, none, null)).toBe(
      "Żaden food truck nie dojeżdża jeszcze do miejscowości Wieliczka.",
    );
  });
});

const cityPageSchema = v.object({
  city: v.object({
    slug: v.string(),
    name: v.string(),
    voivodeship: v.string(),
    phrases: v.strictObject({ in: v.string(), from: v.string(), to: v.string() }),
  }),
  trucks: profileListSchema,
  total: v.number(),
  intro: v.string(),
  faq: v.array(v.strictObject({ question: v.string(), answer: v.string() })),
  nearby: v.array(v.strictObject({ slug: v.string(), name: v.string(), distance_km: v.number() })),
  nearest: v.null(),
});

describe("GET /food-trucki/{city} with its facts and questions (issue 37)", () => {
  it("says the town in its cases, answers the questions by the rules and gives them to search engines", async () => {
    const owner = await createOwner();
    await createProfile(owner.token, {
      base_location: "Łomża",
      operation_radius_km: "5",
      offer: offerJson({ dishes: ["zapiekanki"] }),
      price_from: "22",
      price_to: "31",
    });
    const { res, html } = await servePage("/food-trucki/lomza");
    expect(res.status).toBe(200);
    const page = v.parse(cityPageSchema, pageAnswerIn(html).body);
    expect(page.city.phrases).toEqual({ in: "w Łomży", from: "z Łomży", to: "do Łomży" });
    expect(page.intro).toMatch(/^\d+ food truck(i|ów)? dojeżdża(ją)? do Łomży\. W ofercie: .*zapiekanki/);
    const questions = page.faq.map((entry) => entry.question);
    expect(questions).toEqual([
      "Ile kosztuje food truck w Łomży?",
      "Jak zarezerwować food trucka w Łomży?",
      "Czy trzeba wpłacić zaliczkę?",
      "Czy można odwołać rezerwację?",
    ]);
    const answers = page.faq.map((entry) => entry.answer).join(" ");
    // The rules as the booking machine has them (SPEC.md §4 and §9, DESIGN.md §9).
    expect(answers).toContain("najpóźniej 14 dni (336 godzin) przed rozpoczęciem wydarzenia");
    expect(answers).toContain("nie po wpłacie zaliczki ani opłaty gwarancyjnej");
    expect(answers).toContain("Na odpowiedź ma 7 dni");
    expect(answers).toContain("72 godziny po zakończeniu wydarzenia");
    // Nearby towns are other towns, nearest first.
    expect(page.nearby.map((town) => town.slug)).not.toContain("lomza");
    const distances = page.nearby.map((town) => town.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    const head = await parseHead(html);
    expect(head.meta.get("description")).toBe(shortDescription(page.intro));
    expect(head.jsonLd[0]).toMatchObject({ "@type": "ItemList", numberOfItems: page.total });
    expect(head.jsonLd[1]).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: page.faq.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
    });
  });
});
