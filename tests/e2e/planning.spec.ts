import { readFile } from "node:fs/promises";
import { scanAtWidths } from "./axe";
import {
  content,
  expect,
  isRecord,
  newOrganizer,
  newOwner,
  ownerWithTruck,
  registerVerified,
  signInThroughApi,
  test,
} from "./helpers";

// Beyond SPEC.md (issue 38): how many trucks for the guests, will this truck fit the venue, and the user's
// own data as one file.

/** A 7 m truck needing a 400 V socket, serving 120 portions an hour at 25–35 zł a portion. */
const BIG_TRUCK = {
  price_from: "25",
  price_to: "35",
  portions_per_hour: "120",
  truck_length_m: "7",
  power: "400v",
  power_kw: "11",
  needs_water: "false",
};

test("a 7 m / 400 V truck is marked as not fitting a 6 m / 230 V venue on its profile and booking form", async ({
  page,
}) => {
  const owner = newOwner("fit-owner");
  const truck = await ownerWithTruck(page.request, owner, BIG_TRUCK);
  // A Warsaw truck that states nothing about its size or power.
  await ownerWithTruck(page.request, newOwner("fit-silent"));
  const organizer = newOrganizer("fit-org");
  await registerVerified(page.request, organizer);

  // A search for 800 guests at a 6 m courtyard with 230 V: the truck is left out, trucks that stated
  // nothing stay, marked.
  const search = "postal_code=Warszawa&guest_count=800&max_length_m=6&site_power=230v";
  await signInThroughApi(page, organizer, `/?${search}`);
  const main = content(page);
  const chips = main.getByRole("list", { name: "Aktywne filtry" });
  await expect(chips.getByRole("link", { name: "Usuń filtr: Food truck do 6 m" })).toBeVisible();
  await expect(chips.getByRole("link", { name: "Usuń filtr: Prąd 230 V" })).toBeVisible();
  await expect(main.getByText("Brak danych: długość, zasilanie").first()).toBeVisible();
  await expect(main.getByRole("link", { name: new RegExp(truck.name) })).toHaveCount(0);
  await scanAtWidths(page, "search with the venue's limits", { screenshot: "search-venue" });

  // Its profile, reached with the same search, says why.
  await page.goto(`/profile/${truck.profileId}?${search}`);
  await expect(
    main.getByText(
      "Nie pasuje do Twojego miejsca: ma 7 m długości, a zmieści się najwyżej 6 m; potrzebuje gniazda 400 V, a na miejscu jest 230 V",
    ),
  ).toBeVisible();
  const needs = main.getByRole("list").filter({ hasText: "Wydaje do 120 porcji na godzinę" });
  await expect(needs.getByRole("listitem")).toHaveText([
    "Wydaje do 120 porcji na godzinę",
    "Długość 7 m",
    "Potrzebuje gniazda 400 V, 11 kW",
    "Nie potrzebuje dostępu do wody",
  ]);
  await scanAtWidths(page, "profile with the fit line", { screenshot: "profile-fit" });

  // The booking form by keyboard: the venue arrives filled in, and the same verdict shows before sending.
  const book = main.getByRole("link", { name: "Zarezerwuj ten food truck" });
  await book.focus();
  await page.keyboard.press("Enter");
  const form = page.getByRole("form", { name: `Rezerwacja: ${truck.name}` });
  const length = form.getByLabel("Długość miejsca na food truck (m)");
  await expect(length).toHaveValue("6");
  await expect(form.getByLabel("Prąd na miejscu")).toHaveValue("230v");
  await expect(form.getByText(/^Nie pasuje do Twojego miejsca: ma 7 m długości/)).toBeVisible();
  // 800 guests and no hours yet: four hours assumed, 480 portions, so one truck is not enough — said with
  // how many trucks match the place now, a way to find them, and an estimate that says what it counts.
  await expect(
    form.getByText(
      /^Jeden food truck nie obsłuży wszystkich na czas: przez 4 godziny ten food truck wyda ok\. 480 porcji, a na 800 gości \(przy 1 porcji na gościa\) trzeba ok\. 800\. Potrzeba ok\. 2 food trucków; w tym miejscu pasuj(e|ą)( tylko)? \d+\.$/,
    ),
  ).toBeVisible();
  const findMore = form.getByRole("link", { name: /^Znajdź więcej food trucków dla tego wydarzenia/ });
  await expect(findMore).toHaveAttribute(
    "href",
    /^\/\?(?=.*postal_code=Warszawa)(?=.*guest_count=800)(?=.*max_length_m=6)/,
  );
  await form.getByRole("radio", { name: "Wynajem food trucka (catering)" }).check();
  await expect(
    form.getByText(
      "Szacunkowy koszt: ok. 20\u00a0000–28\u00a0000\u00a0zł za porcje dla wszystkich 800 gości. Ten food truck wyda przez 4 godziny ok. 480 porcji – na tylu gości trzeba więcej food trucków.",
    ),
  ).toBeVisible();
  await scanAtWidths(page, "booking form with the planner and fit lines", { screenshot: "booking-fit" });
  await form.getByLabel("Godziny").fill("14:00 - 22:00");
  await expect(
    form.getByText(
      "Przez 8 godzin ten food truck wyda ok. 960 porcji – wystarczy na 800 gości (przy 1 porcji na gościa).",
    ),
  ).toBeVisible();
  await expect(
    form.getByText("Szacunkowy koszt: ok. 20\u00a0000–28\u00a0000\u00a0zł", { exact: true }),
  ).toBeVisible();
  await expect(findMore).toHaveCount(0);

  // A longer place with 400 V: now it fits (the fields are reachable by Tab, in order).
  await length.fill("7,5");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Prąd na miejscu")).toBeFocused();
  await form.getByLabel("Prąd na miejscu").selectOption("400v");
  await expect(form.getByText("Pasuje do Twojego miejsca", { exact: true })).toBeVisible();
});

test("the create-event dialog suggests how many trucks (and dishes) for 800 guests", async ({ page }) => {
  const organizer = newOrganizer("planner-org");
  await registerVerified(page.request, organizer);
  await signInThroughApi(page, organizer, "/dashboard");
  await page.getByRole("button", { name: "Utwórz wydarzenie" }).first().click();
  const modal = page.getByRole("dialog", { name: "Utwórz wydarzenie" });
  const planner = modal.getByRole("region", { name: "Ile food trucków zaprosić?" });
  await expect(
    planner.getByText("Podaj liczbę gości, a podpowiemy, ile food trucków zaprosić."),
  ).toBeVisible();
  // Out of the planner's range: the range is said, not "give the guests".
  const guests = modal.getByLabel("Liczba gości");
  await guests.fill("200000");
  await expect(
    planner.getByText(/^Podpowiemy, ile food trucków zaprosić, dla 1–100\s000 gości/),
  ).toBeVisible();

  // The planner's answers wait at a gate, so what shows meanwhile can be seen.
  let openGate = () => {};
  let gate = Promise.resolve();
  const closeGate = () => {
    gate = new Promise<void>((resolve) => {
      openGate = () => resolve();
    });
  };
  await page.route("**/api/planner?*", async (route) => {
    await gate;
    await route.continue();
  });
  closeGate();
  await guests.fill("800");
  const counting = planner.getByText("Liczymy, ile food trucków potrzeba...");
  await expect(counting).toBeVisible();
  openGate();
  // No place or dates yet: how many are needed, how many the app has, and to name the place and dates.
  const suggestion = planner.getByText(
    /^(Potrzeba ok\. \d+ food trucków|Wystarczy 1 food truck); w serwisie (jest|są) [\d\s]+ food truck/,
  );
  await expect(suggestion).toBeVisible();
  await expect(suggestion).toContainText(
    "podaj miejsce i termin, a sprawdzimy, które z nich mogą przyjechać.",
  );
  const dishes = planner.getByText(/^Na każde wybrane danie przyjedzie najwyżej jeden food truck/);
  await expect(dishes).toBeVisible();
  await expect(planner.getByText(/^Na 800 gości potrzeba ok\. 800 porcji\./)).toBeVisible();
  await expect(planner.getByText(/Założenia: przy 1 porcji na gościa, przez 4 godziny, przy /)).toBeVisible();
  const suggested = Number((await suggestion.textContent())?.match(/\d+/)?.[0]);
  expect(suggested).toBeGreaterThanOrEqual(2);

  // Twice the hours: the answer for 4 hours goes at once, and no more trucks come back than before.
  closeGate();
  await planner.getByLabel("Godziny wydawania").fill("8");
  await expect(counting).toBeVisible();
  await expect(planner.getByText(/przez 4 godziny/)).toHaveCount(0);
  openGate();
  await expect(planner.getByText(/Założenia: przy 1 porcji na gościa, przez 8 godzin/)).toBeVisible();
  const fewer = Number((await suggestion.textContent())?.match(/\d+/)?.[0]);
  expect(fewer).toBeGreaterThanOrEqual(1);
  expect(fewer).toBeLessThanOrEqual(suggested);
  await modal.getByRole("group", { name: "Dania" }).getByLabel("Pizza").check();
  await expect(dishes).toContainText("Wybrano: 1 danie.");
  await scanAtWidths(page, "create-event dialog with the planner", {
    screenshot: "create-event-planner",
    showing: dishes,
  });
});

test("an owner states the truck's needs, and downloads their data as a JSON file", async ({ page }) => {
  const owner = newOwner("export-owner");
  const truck = await ownerWithTruck(page.request, owner, BIG_TRUCK);
  await signInThroughApi(page, owner, `/edit-profile/${truck.profileId}`);
  const needs = page.getByRole("group", { name: "Wydajność i wymagania (opcjonalnie)" });
  await expect(needs.getByLabel("Porcji na godzinę")).toHaveValue("120");
  await expect(needs.getByLabel("Długość food trucka (m)")).toHaveValue("7");
  await expect(needs.getByLabel("Zasilanie")).toHaveValue("400v");
  await expect(needs.getByLabel("Moc (kW)")).toHaveValue("11");
  await scanAtWidths(page, "profile form with the truck's needs", { screenshot: "profile-form-needs" });

  await page.goto("/my-account");
  const section = page.getByRole("region", { name: "Twoje dane" });
  await expect(section.getByText(/art\. 15 i 20 RODO/)).toBeVisible();
  const downloading = page.waitForEvent("download");
  // By keyboard: the focus goes on from the message, not back to the page's start.
  await section.getByRole("button", { name: "Pobierz moje dane" }).focus();
  await page.keyboard.press("Enter");
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^moje-dane-\d{4}-\d{2}-\d{2}\.json$/);
  const data: unknown = JSON.parse(await readFile(await download.path(), "utf8"));
  if (!isRecord(data) || !isRecord(data.account) || !Array.isArray(data.trucks)) {
    throw new Error("the export has no account or trucks");
  }
  expect(data.account.email).toBe(owner.email);
  const [stored] = data.trucks;
  expect(isRecord(stored) && stored.truck_length_m).toBe(7);
  const done = section.getByRole("status").filter({ hasText: "Plik z Twoimi danymi został pobrany." });
  await expect(done).toBeVisible();
  await expect(done.locator("..")).toBeFocused();
  await scanAtWidths(page, "my account with the data exported", { screenshot: "my-account-export" });
  // The file says when it was made in ISO 8601 with the offset, not in unix seconds.
  expect(data.exported_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
});
