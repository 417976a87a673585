import { describe, expect, it } from "vitest";
import {
  hoursAssumption,
  hoursOfEventTime,
  matchingText,
  medianOf,
  oneTruckText,
  PLANNER_DEFAULTS,
  planTrucks,
  portionsAssumption,
  throughputOf,
} from "../../worker/domain/planner";
import {
  fitLine,
  fitMark,
  type TruckNeeds,
  truckNeedsLines,
  venueFit,
} from "../../worker/domain/truck-needs";

/** A place and dates named, and neither. */
const here = { place: true, dates: true };
const everywhere = { place: false, dates: false };

describe("planner arithmetic (issue 38)", () => {
  it("takes the median of stated throughputs, the mean of the middle two for an even count", () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([140, 100, 120])).toBe(120);
    expect(medianOf([100, 150, 120, 90])).toBe(110);
    expect(throughputOf([100, 120, 140], 5)).toEqual({
      perHour: 120,
      basis: "median",
      statedBy: 3,
      matching: 5,
    });
    expect(throughputOf([101, 120, 140, 150], 4)).toMatchObject({
      perHour: 130,
      basis: "median",
      statedBy: 4,
    });
  });

  it("falls back to the documented default when fewer than three trucks state their throughput", () => {
    expect(PLANNER_DEFAULTS).toMatchObject({ portionsPerHour: 80, minStated: 3 });
    expect(throughputOf([], 0)).toEqual({ perHour: 80, basis: "default", statedBy: 0, matching: 0 });
    expect(throughputOf([500, 600], 2)).toEqual({ perHour: 80, basis: "default", statedBy: 2, matching: 2 });
  });

  it("rounds the trucks up and never suggests fewer than one", () => {
    const median = throughputOf([100, 120, 140], 3);
    // 800 portions, 120 an hour for 4 hours = 480 a truck → 1.67 → 2.
    expect(planTrucks({ guests: 800, hours: 4, portionsPerGuest: 1 }, median, everywhere)).toMatchObject({
      portions_needed: 800,
      portions_per_truck: 480,
      trucks_suggested: 2,
    });
    // Exactly one truck's worth stays one truck; one portion more needs a second.
    expect(
      planTrucks({ guests: 480, hours: 4, portionsPerGuest: 1 }, median, everywhere).trucks_suggested,
    ).toBe(1);
    expect(
      planTrucks({ guests: 481, hours: 4, portionsPerGuest: 1 }, median, everywhere).trucks_suggested,
    ).toBe(2);
    expect(planTrucks({ guests: 1, hours: 24, portionsPerGuest: 0.5 }, median, everywhere)).toMatchObject({
      portions_needed: 1,
      trucks_suggested: 1,
    });
    // Half portions round up to whole ones; the default throughput for 2.5 hours serves 200.
    const byDefault = planTrucks(
      { guests: 801, hours: 2.5, portionsPerGuest: 1.5 },
      throughputOf([], 4),
      everywhere,
    );
    expect(byDefault).toMatchObject({ portions_needed: 1202, portions_per_truck: 200, trucks_suggested: 7 });
  });

  it("names its assumptions in Polish", () => {
    expect(portionsAssumption(1)).toBe("przy 1 porcji na gościa");
    expect(portionsAssumption(2)).toBe("przy 2 porcjach na gościa");
    expect(portionsAssumption(1.5)).toBe("przy 1,5 porcji na gościa");
    expect(hoursAssumption(1)).toBe("przez 1 godzinę");
    expect(hoursAssumption(4)).toBe("przez 4 godziny");
    expect(hoursAssumption(5)).toBe("przez 5 godzin");
    expect(hoursAssumption(2.5)).toBe("przez 2,5 godziny");
    const plan = planTrucks({ guests: 800, hours: 4, portionsPerGuest: 1 }, throughputOf([90, 100], 6), here);
    expect(plan.assumptions).toEqual([
      "przy 1 porcji na gościa",
      "przez 4 godziny",
      "przy typowej wydajności 80 porcji na godzinę – swoją podało za mało pasujących food trucków (2 z 6)",
    ]);
    expect(plan.summary).toBe(
      "Na 800 gości potrzeba ok. 800 porcji. Jeden food truck wyda przez 4 godziny ok. 320 porcji. Potrzeba ok. 3 food trucków; w tym miejscu i terminie pasuje 6.",
    );
    // The default's reason is the true one: none states it, or none matches at all.
    const assumed = (stated: number[], matching: number) =>
      planTrucks({ guests: 800, hours: 4, portionsPerGuest: 1 }, throughputOf(stated, matching), here)
        .assumptions[2];
    expect(assumed([], 0)).toBe(
      "przy typowej wydajności 80 porcji na godzinę – nie pasuje żaden food truck, od którego można by ją wziąć",
    );
    expect(assumed([], 1)).toBe(
      "przy typowej wydajności 80 porcji na godzinę – jedyny pasujący food truck nie podał swojej",
    );
    expect(assumed([], 3)).toBe(
      "przy typowej wydajności 80 porcji na godzinę – żaden z 3 pasujących food trucków nie podał swojej",
    );
  });

  it("says how many trucks are needed and how many match — never promises trucks that are not there", () => {
    // 800 guests in Kraków, where one truck comes: three are needed, only one matches.
    expect(matchingText(3, 1, here)).toBe(
      "Potrzeba ok. 3 food trucków; w tym miejscu i terminie pasuje tylko 1.",
    );
    expect(matchingText(3, 0, here)).toBe(
      "Potrzeba ok. 3 food trucków, ale żaden food truck nie dojeżdża tam w tym terminie.",
    );
    expect(matchingText(1, 3, here)).toBe("Wystarczy 1 food truck; w tym miejscu i terminie pasują 3.");
    expect(matchingText(1, 0, here)).toBe(
      "Wystarczyłby 1 food truck, ale żaden food truck nie dojeżdża tam w tym terminie.",
    );
    expect(matchingText(2, 12, { place: true, dates: false })).toBe(
      "Potrzeba ok. 2 food trucków; w tym miejscu pasuje 12.",
    );
    expect(matchingText(2, 0, { place: false, dates: true })).toBe(
      "Potrzeba ok. 2 food trucków, ale żaden food truck nie ma wolnego tego terminu.",
    );
    expect(matchingText(4, 22, everywhere)).toBe(
      "Potrzeba ok. 4 food trucków; w serwisie są 22 food trucki – podaj miejsce i termin, a sprawdzimy, które z nich mogą przyjechać.",
    );
  });

  it("says whether one truck serves everyone in time (the booking form)", () => {
    const input = { guests: 800, hours: 4, portionsPerGuest: 1 };
    // Warszawa, where only this truck comes.
    const own = { perHour: 120, basis: "truck" as const, statedBy: 1, matching: 1 };
    expect(oneTruckText(input, planTrucks(input, own, here))).toBe(
      "Jeden food truck nie obsłuży wszystkich na czas: przez 4 godziny ten food truck wyda ok. 480 porcji, a na 800 gości (przy 1 porcji na gościa) trzeba ok. 800. Potrzeba ok. 2 food trucków; w tym miejscu i terminie pasuje tylko 1.",
    );
    const small = { guests: 300, hours: 4, portionsPerGuest: 1 };
    expect(oneTruckText(small, planTrucks(small, own, here))).toBe(
      "Przez 4 godziny ten food truck wyda ok. 480 porcji – wystarczy na 300 gości (przy 1 porcji na gościa).",
    );
  });

  it("reads the hours of a booking's free-text time", () => {
    expect(hoursOfEventTime("14:00 - 22:00")).toBe(8);
    expect(hoursOfEventTime("14.30–16.00")).toBe(1.5);
    expect(hoursOfEventTime("22:00 - 2:00")).toBe(4);
    expect(hoursOfEventTime("od 14 do 18")).toBeNull();
    expect(hoursOfEventTime("12-18")).toBe(6);
    expect(hoursOfEventTime("25:00 - 26:00")).toBeNull();
  });
});

const needs = (fields: Partial<TruckNeeds>): TruckNeeds => ({
  portions_per_hour: null,
  truck_length_m: null,
  power: null,
  power_kw: null,
  needs_water: null,
  ...fields,
});

describe("will it fit (issue 38)", () => {
  it("says what a truck serves and needs in plain Polish, only what was stated", () => {
    expect(
      truckNeedsLines(
        needs({
          portions_per_hour: 120,
          truck_length_m: 6.5,
          power: "400v",
          power_kw: 11,
          needs_water: true,
        }),
      ),
    ).toEqual([
      "Wydaje do 120 porcji na godzinę",
      "Długość 6,5 m",
      "Potrzebuje gniazda 400 V, 11 kW",
      "Potrzebuje dostępu do wody",
    ]);
    expect(truckNeedsLines(needs({ power: "none" }))).toEqual([
      "Nie potrzebuje przyłącza prądu (ma własne, ciche zasilanie)",
    ]);
    expect(truckNeedsLines(needs({}))).toEqual([]);
  });

  it("names exactly what does not fit a 6 m / 230 V venue, and what the truck did not state", () => {
    const venue = { max_length_m: 6, site_power: "230v" as const, site_water: false };
    const big = venueFit(needs({ truck_length_m: 7, power: "400v", power_kw: 11 }), venue);
    expect(big.verdict).toBe("misfit");
    expect(fitLine(big)).toBe(
      "Nie pasuje do Twojego miejsca: ma 7 m długości, a zmieści się najwyżej 6 m; potrzebuje gniazda 400 V, a na miejscu jest 230 V. Brak danych: woda",
    );
    const small = venueFit(needs({ truck_length_m: 5.5, power: "230v", needs_water: false }), venue);
    expect(fitLine(small)).toBe("Pasuje do Twojego miejsca");
    const silent = venueFit(needs({ power: "none" }), venue);
    expect(silent.verdict).toBe("unknown");
    expect(fitLine(silent)).toBe(
      "Brak danych: długość, woda – zapytaj właściciela, czy food truck zmieści się w Twoim miejscu",
    );
    expect(fitLine(venueFit(needs({ truck_length_m: 7 }), {}))).toBeNull();
    // A search card's mark says the same in short.
    expect(fitMark(small)).toBe("Pasuje do Twojego miejsca");
    expect(fitMark(big)).toBe("Nie pasuje do Twojego miejsca");
    expect(fitMark(venueFit(needs({ truck_length_m: 7 }), {}))).toBeNull();
    // 400 V serves a 230 V truck; no power on site serves only trucks with their own.
    expect(venueFit(needs({ power: "230v" }), { site_power: "400v" }).verdict).toBe("fits");
    expect(fitLine(venueFit(needs({ power: "230v" }), { site_power: "none" }))).toBe(
      "Nie pasuje do Twojego miejsca: potrzebuje gniazda 230 V, a na miejscu nie ma prądu",
    );
  });
});
