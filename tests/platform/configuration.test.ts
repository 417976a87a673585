import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { cronMatches, nextCronTime, parseCron, startCronTimer } from "../../platform/cron";
import { startupProblems } from "../../platform/startup-checks";
import { environmentVariables } from "../../platform/variables";
import { readWranglerConfig } from "../../platform/wrangler-config";

const config = readWranglerConfig(join(import.meta.dirname, "../../wrangler.toml"));

describe("wrangler.toml is the one place for the servers' settings too", () => {
  it("gives the producers, the consumers' batch and retry settings and the cron schedule", () => {
    expect(config.producers).toEqual({
      OUTBOX_QUEUE: "foodtruck-outbox",
      PUSH_QUEUE: "foodtruck-push",
      PAYOUT_QUEUE: "foodtruck-payouts",
      CALENDAR_QUEUE: "foodtruck-calendars",
    });
    for (const queue of ["foodtruck-outbox", "foodtruck-push", "foodtruck-calendars"]) {
      expect(config.consumers).toContainEqual({
        queue,
        maxBatchSize: 10,
        maxBatchTimeoutSeconds: 1,
        maxRetries: 5,
      });
    }
    expect(config.crons).toEqual(["*/5 * * * *"]);
    expect(config.vars.ENVIRONMENT).toBe("production");
  });

  it("refuses an assets setting the servers would not serve as Cloudflare does", () => {
    const folder = mkdtempSync(join(tmpdir(), "wrangler-config-"));
    try {
      const path = join(folder, "wrangler.toml");
      const toml = readFileSync(join(import.meta.dirname, "../../wrangler.toml"), "utf8");
      writeFileSync(
        path,
        toml.replace('not_found_handling = "none"', 'not_found_handling = "single-page-application"'),
      );
      expect(() => readWranglerConfig(path)).toThrow(/assets\.not_found_handling/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("cron schedules read as Cloudflare reads them (UTC)", () => {
  const at = (iso: string) => new Date(iso);

  it("*/5 fires every five minutes, on the minute", () => {
    const schedule = parseCron("*/5 * * * *");
    expect(cronMatches(schedule, at("2026-11-24T10:05:00Z"))).toBe(true);
    expect(cronMatches(schedule, at("2026-11-24T10:07:00Z"))).toBe(false);
    expect(nextCronTime(schedule, at("2026-11-24T10:07:31Z")).toISOString()).toBe("2026-11-24T10:10:00.000Z");
    expect(nextCronTime(schedule, at("2026-11-24T10:10:00Z")).toISOString()).toBe("2026-11-24T10:15:00.000Z");
  });

  it("lists, ranges, steps over a range, and day of month OR day of week when both are given", () => {
    const nightly = parseCron("30 2 * * 1-5");
    expect(nextCronTime(nightly, at("2026-11-27T03:00:00Z")).toISOString()).toBe("2026-11-30T02:30:00.000Z");
    const either = parseCron("0 0 1 * 0");
    expect(cronMatches(either, at("2026-11-29T00:00:00Z"))).toBe(true); // a Sunday
    expect(cronMatches(either, at("2026-12-01T00:00:00Z"))).toBe(true); // the 1st
    expect(cronMatches(either, at("2026-12-02T00:00:00Z"))).toBe(false);
    expect(parseCron("0,15,40-50/5 * * * *").values[0]).toEqual(new Set([0, 15, 40, 45, 50]));
    expect(cronMatches(parseCron("0 12 * * 7"), at("2026-11-29T12:00:00Z"))).toBe(true); // 7 is Sunday too
  });

  it("the timer (Bun) runs the jobs at each time the schedule fires, and not after stop()", () => {
    vi.useFakeTimers({ now: new Date("2026-11-24T10:03:20Z") });
    try {
      const runs: string[] = [];
      const timer = startCronTimer(["*/5 * * * *"], (expression, scheduledTime) =>
        runs.push(`${expression} @ ${new Date(scheduledTime).toISOString()}`),
      );
      vi.advanceTimersByTime(99_999);
      expect(runs).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(runs).toEqual(["*/5 * * * * @ 2026-11-24T10:05:00.000Z"]);
      vi.advanceTimersByTime(5 * 60_000);
      expect(runs).toHaveLength(2);
      timer.stop();
      vi.advanceTimersByTime(60 * 60_000);
      expect(runs).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses what it cannot read, naming the expression", () => {
    for (const bad of ["* * * *", "61 * * * *", "*/0 * * * *", "5-1 * * * *", "@daily"]) {
      expect(() => parseCron(bad), bad).toThrow(/Cron/);
    }
  });
});

describe("variables and the production refusal", () => {
  const production = {
    ...config.vars,
    APP_URL: "https://foodtruck.example.pl",
    JWT_SECRET: "x".repeat(48),
    MAIL_API_KEY: "re_123",
    VAPID_PUBLIC_KEY: "pub",
    VAPID_PRIVATE_KEY: "priv",
  };

  it("layers wrangler.toml, the environment and .dev.vars; reads only the app's own names", () => {
    const variables = environmentVariables(
      config.vars,
      { PATH: "/usr/bin", MAIL_API_KEY: "" },
      { JWT_SECRET: "s" },
    );
    expect(variables.ENVIRONMENT).toBe("production");
    expect(variables.JWT_SECRET).toBe("s");
    expect(variables).not.toHaveProperty("PATH");
    expect(variables).not.toHaveProperty("MAIL_API_KEY");
  });

  it("a production server with every secret starts", () => {
    expect(startupProblems(environmentVariables(production), "bun")).toEqual([]);
  });

  it("a production server missing a secret refuses to start and names each missing one", () => {
    const problems = startupProblems(
      environmentVariables({
        ...production,
        MAIL_API_KEY: "",
        JWT_SECRET: "short",
        APP_URL: "http://localhost:8787",
      }),
      "deno",
    );
    expect(problems.join("\n")).toMatch(/JWT_SECRET/);
    expect(problems.join("\n")).toMatch(/MAIL_API_KEY/);
    expect(problems.join("\n")).toMatch(/APP_URL/);
    expect(
      problems.every((problem) => problem.startsWith("ENVIRONMENT=production on deno refuses to start")),
    ).toBe(true);
  });

  it("development starts without secrets (local defaults)", () => {
    expect(startupProblems(environmentVariables(config.vars, { ENVIRONMENT: "development" }), "bun")).toEqual(
      [],
    );
  });
});
