import { describe, expect, it } from "vitest";
import {
  changeWords,
  closureWords,
  rangeWords,
  selectionWords,
  weekdayRuleWords,
  weekdaysWords,
} from "../../web/src/features/availability/range-words";

describe("rangeWords and selectionWords", () => {
  it("says a range the short way, the year only when it is not this year's or the range crosses one", () => {
    expect(rangeWords("2026-12-12", "2026-12-12", 2026)).toBe("12 grudnia");
    expect(rangeWords("2026-12-12", "2026-12-25", 2026)).toBe("12–25 grudnia");
    expect(rangeWords("2026-11-28", "2026-12-03", 2026)).toBe("28 listopada – 3 grudnia");
    expect(rangeWords("2026-12-28", "2027-01-03", 2026)).toBe("28 grudnia 2026 – 3 stycznia 2027");
    expect(rangeWords("2027-03-02", "2027-03-05", 2026)).toBe("2–5 marca 2027");
    expect(selectionWords("2026-12-12", "2026-12-25", 2026)).toBe("Zaznaczono 12–25 grudnia (14 dni)");
    expect(selectionWords("2026-12-12", "2026-12-12", 2026)).toBe("Zaznaczono 12 grudnia (1 dzień)");
  });
});

describe("weekday rules in words", () => {
  it("one weekday with każdy/każdą as its gender asks, several in the plural, all of them as codziennie", () => {
    expect(weekdaysWords([1])).toBe("w każdy poniedziałek");
    expect(weekdaysWords([3])).toBe("w każdą środę");
    expect(weekdaysWords([7])).toBe("w każdą niedzielę");
    expect(weekdaysWords([5, 1, 3])).toBe("w poniedziałki, środy i piątki");
    expect(weekdaysWords([6, 7])).toBe("w soboty i niedziele");
    expect(weekdaysWords([1, 2, 3, 4, 5])).toBe("od poniedziałku do piątku");
    expect(weekdaysWords([1, 2, 3, 4, 5, 6, 7])).toBe("codziennie");
  });

  it("the rule's sentence and the closure's", () => {
    expect(weekdayRuleWords([1], false, { from: "2026-12-01", to: "2027-02-28" }, 2026)).toBe(
      "Niedostępny w każdy poniedziałek od 1 grudnia 2026 do 28 lutego 2027.",
    );
    expect(weekdayRuleWords([6, 7], true, { from: "2026-12-01", to: "2026-12-31" }, 2026)).toBe(
      "Dostępny w soboty i niedziele od 1 grudnia do 31 grudnia.",
    );
    expect(closureWords("2026-12-01", "2027-02-28", 2026)).toBe(
      "Niedostępny od 1 grudnia 2026 do 28 lutego 2027 (90 dni).",
    );
  });
});

describe("changeWords", () => {
  it("counts the changed days in Polish and names the past days left alone", () => {
    expect(changeWords({ available: false, changed: 14, skipped: 0 })).toBe(
      "14 dni oznaczono jako niedostępne.",
    );
    expect(changeWords({ available: true, changed: 1, skipped: 0 })).toBe("1 dzień oznaczono jako dostępny.");
    expect(changeWords({ available: false, changed: 0, skipped: 0 })).toBe(
      "Nic się nie zmieniło – te dni już były niedostępne.",
    );
    expect(changeWords({ available: false, changed: 3, skipped: 2 })).toBe(
      "3 dni oznaczono jako niedostępne. Minione dni pominięto (2 dni).",
    );
  });
});
