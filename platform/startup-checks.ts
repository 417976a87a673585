import type { Variables } from "./variables";

/**
 * What stops a production server from starting: each secret whose absence would make the app fall back to
 * a local stand-in or answer 503 for a core feature (sign-in, e-mail, notifications), named so the operator
 * knows what to set. Development starts with the local defaults (dev mailbox, test payments).
 */
export function startupProblems(variables: Variables, runtime: string): string[] {
  const environment = variables.ENVIRONMENT;
  if (environment === "development" || environment === "test") return [];
  const problems: string[] = [];
  if (!variables.JWT_SECRET || variables.JWT_SECRET.length < 32) {
    problems.push("JWT_SECRET is missing or shorter than 32 characters (openssl rand -base64 48)");
  }
  if (!variables.MAIL_API_KEY) problems.push("MAIL_API_KEY is missing: production sends real e-mail only");
  if (!variables.VAPID_PUBLIC_KEY || !variables.VAPID_PRIVATE_KEY) {
    problems.push("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required for notifications");
  }
  if (/^https?:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(variables.APP_URL)) {
    problems.push("APP_URL is a local address: set the public origin e-mail links point to");
  }
  return problems.map((problem) => `ENVIRONMENT=${environment} on ${runtime} refuses to start: ${problem}`);
}
