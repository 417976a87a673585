import { describe, expect, it } from "vitest";
import { chooseRange } from "../../web/src/components/range-choice";

const busy = new Set(["2026-07-15"]);

describe("what a click in the date-range picker chooses", () => {
  it("takes a first day alone as a one-day event, and says an end may follow", () => {
    const choice = chooseRange({ start: "2026-07-10", end: "" }, "2026-07-10", busy, 31);
    expect(choice.value).toEqual({ start: "2026-07-10", end: "" });
    expect(choice.note).toBe(
      "Początek: 10.07.2026. Wybierz dzień zakończenia albo „Gotowe” dla jednego dnia.",
    );
    expect(chooseRange({ start: "2026-07-10", end: "2026-07-10" }, "2026-07-10", busy).value).toEqual({
      start: "2026-07-10",
      end: "",
    });
  });

  it("takes a free range and names it", () => {
    const choice = chooseRange({ start: "2026-07-10", end: "2026-07-14" }, "2026-07-14", busy, 31);
    expect(choice.value).toEqual({ start: "2026-07-10", end: "2026-07-14" });
    expect(choice.note).toBe("Wybrany termin: 10.07.2026 – 14.07.2026 (5 dni).");
  });

  it("refuses a range over a busy day: the clicked day starts a new range", () => {
    const choice = chooseRange({ start: "2026-07-10", end: "2026-07-20" }, "2026-07-20", busy, 31);
    expect(choice.value).toEqual({ start: "2026-07-20", end: "" });
    expect(choice.note).toBe(
      "W tym zakresie są zajęte dni (15.07.2026), więc nowy termin zaczyna się 20.07.2026. Wybierz dzień zakończenia.",
    );
  });

  it("refuses a range longer than allowed", () => {
    const choice = chooseRange({ start: "2026-08-01", end: "2026-09-01" }, "2026-09-01", busy, 31);
    expect(choice.value).toEqual({ start: "2026-09-01", end: "" });
    expect(choice.note).toMatch(
      /^Termin może obejmować najwyżej 31 dni, więc nowy termin zaczyna się 01\.09\.2026/,
    );
    expect(chooseRange({ start: "2026-08-01", end: "2026-08-31" }, "2026-08-31", busy, 31).value.end).toBe(
      "2026-08-31",
    );
  });

  it("clears when nothing is picked", () => {
    expect(chooseRange({ start: "", end: "" }, "2026-07-10", busy)).toEqual({
      value: { start: "", end: "" },
      note: "",
    });
  });
});
