import { scanAtWidths } from "./axe";
import { content, expect, test } from "./helpers";

/** What GET /api/cities/{slug} answers, as far as this test reads it. */
interface CityAnswer {
  total: number;
  intro: string;
  facts: { price: { from: number; to: number } | null; cuisines: { label: string; trucks: number }[] };
  faq: { question: string; answer: string }[];
  nearest: { slug: string; name: string } | null;
}

/** The page's JSON-LD as the worker serves it, for search engines and link previews. */
function structuredData(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? "null"),
  );
}

test("a town's page shows its trucks' facts and questions, in the page and its JSON-LD; a town without trucks points to the nearest", async ({
  page,
}) => {
  test.slow();
  const answer = (await (await page.request.get("/api/cities/krakow")).json()) as CityAnswer;
  await page.goto("/food-trucki/krakow");
  const main = content(page);
  await expect(main.getByRole("heading", { level: 1, name: "Food trucki – Kraków" })).toBeVisible();
  await expect(main.getByText(answer.intro)).toBeVisible();
  // The demo's Pierogi na Kółkach comes to Kraków: 25–35 zł a portion, Polish cuisine.
  expect(answer.total).toBeGreaterThan(0);
  const facts = main.getByRole("region", { name: "W skrócie" });
  await expect(facts.getByRole("definition").first()).toHaveText(String(answer.total));
  // "25–38,50 zł": a range of portion prices, grosze where a truck gives them.
  await expect(facts).toContainText(/\d+(,\d\d)?–\d+(,\d\d)?\s?zł/);
  await expect(facts.getByRole("link", { name: /^Kuchnia polska \(\d+\)$/ })).toHaveAttribute(
    "href",
    /cuisine=polish/,
  );
  // The questions on the page are the FAQPage of its head, word for word.
  const faq = main.getByRole("region", { name: "Najczęstsze pytania" });
  await expect(faq.getByRole("heading", { level: 3 })).toHaveText(answer.faq.map((entry) => entry.question));
  await expect(faq).toContainText("najpóźniej 14 dni (336 godzin) przed rozpoczęciem wydarzenia");
  const served = await (await page.request.get("/food-trucki/krakow")).text();
  expect(structuredData(served)).toContainEqual({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: answer.faq.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  });
  await expect(main.getByRole("link", { name: "Szukaj food trucków w Krakowie" })).toHaveAttribute(
    "href",
    /postal_code=Krak%C3%B3w/,
  );
  await expect(main.getByRole("navigation", { name: "Najbliższe miasta z food truckami" })).toBeVisible();
  await scanAtWidths(page, "a town's page with its facts", { screenshot: "city-facts" });

  // Przemyśl: no demo truck comes that far; the page says so and links the nearest town with some.
  const none = (await (await page.request.get("/api/cities/przemysl")).json()) as CityAnswer;
  expect(none.total).toBe(0);
  await page.goto("/food-trucki/przemysl");
  await expect(main.getByText(/^Żaden food truck nie dojeżdża jeszcze do Przemyśla\./)).toBeVisible();
  if (!none.nearest) throw new Error("no town with trucks named for Przemyśl");
  const nearest = main.getByRole("link", { name: `Food trucki – ${none.nearest.name}` });
  await expect(nearest).toHaveAttribute("href", `/food-trucki/${none.nearest.slug}`);
  await scanAtWidths(page, "a town's page without trucks", { screenshot: "city-no-trucks" });
  await nearest.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/food-trucki/${none.nearest.slug}$`));
});
