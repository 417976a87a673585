import { describe, expect, it } from "vitest";
import { base64UrlToBytes, bytesToBase64Url } from "../../worker/lib/encoding";
import { hashPassword, timingDummyHash, verifyPassword } from "../../worker/use-cases/accounts/password";

describe("password hashing (PBKDF2-SHA256)", () => {
  it("round-trips: the right password verifies, a wrong one does not", async () => {
    const stored = await hashPassword("Zażółć-gęślą-jaźń-1");
    expect(await verifyPassword("Zażółć-gęślą-jaźń-1", stored)).toBe(true);
    expect(await verifyPassword("Zażółć-gęślą-jaźń-2", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("stores scheme, 100 000 iterations, a 16-byte salt and a 32-byte hash, never the password", async () => {
    const stored = await hashPassword("Haslo-Do-Sprawdzenia");
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(stored).not.toContain("Haslo-Do-Sprawdzenia");
  });

  it("two hashes of the same password differ (random salt) and both verify", async () => {
    const a = await hashPassword("to-samo-haslo");
    const b = await hashPassword("to-samo-haslo");
    expect(a).not.toBe(b);
    expect(await verifyPassword("to-samo-haslo", a)).toBe(true);
    expect(await verifyPassword("to-samo-haslo", b)).toBe(true);
  });

  it("honours the iteration count stored with the hash", async () => {
    const stored = await hashPassword("iteracje");
    const [scheme, , salt, hash] = stored.split("$");
    expect(await verifyPassword("iteracje", [scheme, "1000", salt, hash].join("$"))).toBe(false);
  });

  it("a stored hash of the wrong length never verifies, even when it begins with the right bytes", async () => {
    const stored = await hashPassword("dlugosc-hasha");
    const [scheme, iterations, salt, hash] = stored.split("$");
    const bytes = base64UrlToBytes(hash ?? "");
    const longer = bytesToBase64Url(new Uint8Array([...bytes, 1, 2, 3, 4]));
    const shorter = bytesToBase64Url(bytes.slice(0, 16));
    for (const wrongLength of [longer, shorter]) {
      expect(await verifyPassword("dlugosc-hasha", [scheme, iterations, salt, wrongLength].join("$"))).toBe(
        false,
      );
    }
    expect(await verifyPassword("dlugosc-hasha", stored)).toBe(true);
  });

  it("a tampered hash does not verify", async () => {
    const stored = await hashPassword("nienaruszone");
    const last = stored.at(-2) === "A" ? "B" : "A";
    const tampered = `${stored.slice(0, -2)}${last}${stored.at(-1)}`;
    expect(await verifyPassword("nienaruszone", tampered)).toBe(false);
  });

  it.each([
    ["empty", ""],
    ["plain text", "haslo123"],
    ["other scheme", "bcrypt$10$abc$def"],
    ["missing parts", "pbkdf2-sha256$100000$abc"],
    ["non-numeric iterations", "pbkdf2-sha256$many$YWJj$ZGVm"],
    ["fractional iterations", "pbkdf2-sha256$1.5$YWJj$ZGVm"],
    ["empty salt", "pbkdf2-sha256$1000$$ZGVm"],
  ])("a malformed stored string (%s) is false, not an error", async (_name, stored) => {
    await expect(verifyPassword("haslo123", stored)).resolves.toBe(false);
  });

  // The stored value is parsed but not fully validated: atob() rejects non-base64 text and PBKDF2
  // rejects a non-positive iteration count, so verifyPassword throws (a login would be a 500).
  it.each([
    ["invalid base64", "pbkdf2-sha256$1000$!!!$???"],
    ["zero iterations", "pbkdf2-sha256$0$YWJj$ZGVm"],
    ["negative iterations", "pbkdf2-sha256$-5$YWJj$ZGVm"],
  ])("a corrupt stored string (%s) is false, not an error", async (_name, stored) => {
    await expect(verifyPassword("haslo123", stored)).resolves.toBe(false);
  });

  it("the timing dummy is a real, stable hash", async () => {
    const dummy = await timingDummyHash();
    expect(dummy).toBe(await timingDummyHash());
    expect(await verifyPassword("timing-equalizer", dummy)).toBe(true);
  });
});
