import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { cleanText, requiredMultilineText, requiredText } from "../../worker/schemas/fields";

describe("cleanText", () => {
  it("composes to NFC: a decomposed 'ó' is stored as one character", () => {
    expect(cleanText("Go\u0301rski", false)).toBe("Górski");
    expect(cleanText("Go\u0301rski", false)).toHaveLength(6);
  });

  it("drops bidi overrides and isolates, zero-width spaces, BOM and soft hyphens", () => {
    expect(cleanText("\u202Egnp.exe\u202C", false)).toBe("gnp.exe");
    expect(cleanText("Bur\u200Bger\u2066X\u2069\uFEFF\u00AD", false)).toBe("BurgerX");
    expect(cleanText("\u200E\u200FAnna", false)).toBe("Anna");
  });

  it("drops control characters; line breaks only in multi-line fields, tabs become spaces", () => {
    expect(cleanText("a\u0000b\u0007c\u001Bd\u007F\u0085e", false)).toBe("abcde");
    expect(cleanText("Linia 1\r\nLinia 2\rLinia 3\n", true)).toBe("Linia 1\nLinia 2\nLinia 3\n");
    expect(cleanText("Linia 1\nLinia 2", false)).toBe("Linia 1 Linia 2");
    expect(cleanText("a\tb", true)).toBe("a b");
  });

  it("keeps the joiner inside an emoji sequence, drops it elsewhere", () => {
    expect(cleanText("Szef 👨\u200D🍳", false)).toBe("Szef 👨\u200D🍳");
    expect(cleanText("Ma\u200Drek", false)).toBe("Marek");
    expect(cleanText("👨\u200D", false)).toBe("👨");
  });

  it("leaves ordinary Polish text alone", () => {
    const text = "Zażółć gęślą jaźń – „Pierogi na Kółkach” 100% ręcznie robione!";
    expect(cleanText(text, true)).toBe(text);
  });
});

describe("text fields clean before they check", () => {
  it("a name of only invisible characters is empty, so required", () => {
    const result = v.safeParse(requiredText("Imię jest wymagane."), "\u200B\u202E \u2066");
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe("Imię jest wymagane.");
  });

  it("one-line and multi-line fields give the cleaned text", () => {
    expect(v.parse(requiredText("x"), "  Ann\u0061\u0301\u202E  ")).toBe("Anná");
    expect(v.parse(requiredMultilineText("x"), "Opis\r\n\u200Bdrugi wiersz ")).toBe("Opis\ndrugi wiersz");
  });
});
