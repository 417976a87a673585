/**
 * Prints the SQL (and parameters) that worker/services/profile-search.ts sends to D1 for given searches,
 * by running the real function against a stand-in D1 binding that only records the statements.
 * Used by bench/search.mjs for EXPLAIN QUERY PLAN and direct SQLite timings:
 *   node --import tsx bench/search-sql.ts '[{"place":"Kraków","cuisine":"pizza","startDay":"2026-07-01","endDay":"2026-07-03"}]'
 */
import { getDb } from "../worker/db/client";
import { warsawMidnight } from "../worker/domain/calendar";
import { resolvePlace } from "../worker/domain/gazetteer";
import type { DietaryCode } from "../worker/domain/offer-catalogue";
import type { VenueLimits } from "../worker/domain/truck-needs";
import type { SearchSort } from "../worker/schemas/profile-texts";
import { searchProfiles } from "../worker/use-cases/search/profile-search";

interface Input {
  place?: string;
  cuisine?: string;
  startDay?: string;
  endDay?: string;
  longTermRental?: boolean;
  /** Beyond SPEC.md (issue 16): the order and the extra filters, as the API names them. */
  sort?: SearchSort;
  dietary?: DietaryCode[];
  minRating?: number;
  /** Budget per portion in złoty. */
  maxPrice?: number;
  /** Beyond SPEC.md (issue 38): the venue's limits, as the API names them. */
  venue?: VenueLimits;
  limit?: number;
  offset?: number;
}

interface Statement {
  sql: string;
  params: unknown[];
}

/** Records the statements; `trips` counts D1 round trips (a statement run alone, or one batch). */
function recordingD1(recorded: Statement[], trips: { count: number }) {
  const statement = (sql: string, params: unknown[] = []) => {
    const record = async <T>(empty: T): Promise<T> => {
      recorded.push({ sql, params });
      trips.count += 1;
      return empty;
    };
    return {
      sql,
      params,
      bind: (...values: unknown[]) => statement(sql, values),
      all: () => record({ results: [], success: true, meta: {} }),
      raw: () => record([]),
      first: () => record(null),
      run: () => record({ results: [], success: true, meta: {} }),
    };
  };
  return {
    prepare: (sql: string) => statement(sql),
    batch: async (statements: Statement[]) => {
      recorded.push(...statements.map(({ sql, params }) => ({ sql, params })));
      trips.count += 1;
      return statements.map(() => ({ results: [], success: true, meta: {} }));
    },
  };
}

const inputs: Input[] = JSON.parse(process.argv[2] ?? "[]");
const output: { input: Input; statements: Statement[]; trips: number }[] = [];
for (const input of inputs) {
  const recorded: Statement[] = [];
  const trips = { count: 0 };
  const db = getDb(recordingD1(recorded, trips) as unknown as D1Database);
  const place = input.place ? resolvePlace(input.place) : null;
  const { startDay, endDay } = input;
  await searchProfiles(db, {
    ...(input.cuisine ? { cuisine: input.cuisine } : {}),
    ...(place ? { place } : input.place ? { locationText: input.place } : {}),
    ...(startDay && endDay
      ? {
          dates: {
            startDay,
            endDay,
            startSeconds: warsawMidnight(startDay),
            endSeconds: warsawMidnight(endDay),
          },
        }
      : {}),
    longTermRental: input.longTermRental ?? false,
    ...(input.sort ? { sort: input.sort } : {}),
    ...(input.dietary ? { dietary: input.dietary } : {}),
    ...(input.minRating === undefined ? {} : { minRating: input.minRating }),
    ...(input.maxPrice === undefined ? {} : { maxPriceGrosze: input.maxPrice * 100 }),
    ...(input.venue ? { venue: input.venue } : {}),
    limit: input.limit ?? 24,
    offset: input.offset ?? 0,
  });
  output.push({ input, statements: recorded, trips: trips.count });
}
process.stdout.write(JSON.stringify(output));
