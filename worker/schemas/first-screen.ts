import type { DaysFromTo } from "../domain/calendar";
import type { SearchFilters } from "./home-search";
import type { PageAnswer } from "./page-answer";

/** The legal pages (issue 39): static, the same for everyone, rendered from the SPA's components. */
export const LEGAL_PATHS = ["/regulamin", "/polityka-prywatnosci"] as const;
export type LegalPath = (typeof LEGAL_PATHS)[number];

/**
 * A public page whose first screen the worker renders (decisions 0022 and 0033), with the API answers
 * it is rendered from; the page carries the same answers, so the SPA renders the same screen over it:
 * - home: the URL's search params as the route reads them (`search`, validated by searchParamsSchema),
 *   the first page of results and the server's public settings (GET /api/config: the map's button);
 * - profile: the truck's profile (or the API's 404), when it has reviews their first page, and when it
 *   exists its calendar's busy days (`months`: the days asked for);
 * - city: the town's page (or the API's 404);
 * - legal: no data.
 */
export type FirstScreen =
  | { page: "home"; search: SearchFilters; answer: PageAnswer; config: PageAnswer }
  | {
      page: "profile";
      profileId: string;
      search: string;
      profile: PageAnswer;
      reviews?: PageAnswer;
      busyDays?: { months: DaysFromTo; answer: PageAnswer };
    }
  | { page: "city"; slug: string; answer: PageAnswer }
  | { page: "legal"; path: LegalPath };

/**
 * The first screen as HTML: the SPA's own components rendered in the worker. Built from
 * web/src/entry-server.tsx into dist/server/first-screen.js; the worker splices it into the page's #root.
 */
export type FirstScreenRenderer = (screen: FirstScreen) => Promise<string>;
