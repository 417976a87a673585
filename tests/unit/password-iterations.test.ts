import { describe, expect, it } from "vitest";
import { hashIterationsFor, hashPassword, verifyPassword } from "../../worker/use-cases/accounts/password";

// Decision 0032: a development or test server may hash new passwords with fewer PBKDF2 rounds; production
// never does, whatever the variable says.
describe("the PBKDF2 rounds of a new password hash", () => {
  it("are always 100,000 in production, the variable ignored", () => {
    expect(hashIterationsFor({ ENVIRONMENT: "production", PASSWORD_HASH_ITERATIONS: "1000" })).toBe(100_000);
    // Anything not explicitly development or test is production.
    expect(hashIterationsFor({ ENVIRONMENT: "staging", PASSWORD_HASH_ITERATIONS: "1000" })).toBe(100_000);
  });

  it("follow the variable in development and tests, never below 1,000 nor above 100,000", () => {
    expect(hashIterationsFor({ ENVIRONMENT: "development", PASSWORD_HASH_ITERATIONS: "1000" })).toBe(1_000);
    expect(hashIterationsFor({ ENVIRONMENT: "test", PASSWORD_HASH_ITERATIONS: "10" })).toBe(1_000);
    expect(hashIterationsFor({ ENVIRONMENT: "development", PASSWORD_HASH_ITERATIONS: "900000" })).toBe(
      100_000,
    );
    expect(hashIterationsFor({ ENVIRONMENT: "development" })).toBe(100_000);
    expect(hashIterationsFor({ ENVIRONMENT: "development", PASSWORD_HASH_ITERATIONS: "dużo" })).toBe(100_000);
  });

  it("travel with the hash: a login verifies it with the rounds it was made with", async () => {
    const hash = await hashPassword("Haslo-testowe-1", 1_000);
    expect(hash).toMatch(/^pbkdf2-sha256\$1000\$/);
    expect(await verifyPassword("Haslo-testowe-1", hash)).toBe(true);
    expect(await verifyPassword("Haslo-testowe-2", hash)).toBe(false);
  });
});
