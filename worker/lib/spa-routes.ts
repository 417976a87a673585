/**
 * Which addresses are the SPA's pages (decision 0025): the router's file routes, listed at build time in
 * spa-paths.gen.ts, matched here as TanStack Router matches them (tests/web/spa-routes.test.ts compares
 * the two on many addresses): a name ignores case, a parameter takes one non-empty segment, trailing
 * slashes do not count. Every other address is answered with the not-found page and 404.
 */
import { SPA_PATHS } from "./spa-paths.gen";

/** Development helpers' pages, which do not exist outside development (as /api/dev does not). */
const DEVELOPMENT_ONLY = "/dev/";

/** A route's segment: its name in lower case, or null for a parameter (`$profileId`). */
type Pattern = (string | null)[];

const PARAMETER = /^\$[A-Za-z_][A-Za-z0-9_]*$/;
const NAME = /^[^${}]+$/;

function segmentsOf(path: string): string[] {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? [] : trimmed.slice(1).split("/");
}

/**
 * A route path as a pattern. Splats (`$`), optional and partial parameters (`{-$id}`, `{$id}.json`) are
 * refused here, loudly, when the first route using one is built: matching them needs more than this.
 */
function patternOf(path: string): Pattern {
  return segmentsOf(path).map((segment) => {
    if (PARAMETER.test(segment)) return null;
    if (NAME.test(segment)) return segment.toLowerCase();
    throw new Error(`spa-routes.ts cannot match the route segment "${segment}" of ${path}`);
  });
}

const ROUTES = SPA_PATHS.map((path) => ({
  pattern: patternOf(path),
  developmentOnly: path.startsWith(DEVELOPMENT_ONLY),
}));

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matches(pattern: Pattern, segments: string[]): boolean {
  if (pattern.length !== segments.length) return false;
  return pattern.every((name, index) => {
    const segment = segments[index] ?? "";
    if (segment === "") return false;
    return name === null || decoded(segment).toLowerCase() === name;
  });
}

/** Whether `pathname` (as in the URL, percent-encoded) is one of the SPA's pages. */
export function isSpaPage(pathname: string, development: boolean): boolean {
  const segments = segmentsOf(pathname);
  return ROUTES.some((route) => (development || !route.developmentOnly) && matches(route.pattern, segments));
}
