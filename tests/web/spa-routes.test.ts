import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createMemoryHistory } from "@tanstack/history";
import {
  BaseRootRoute,
  BaseRoute,
  createNonReactiveMutableStore,
  createNonReactiveReadonlyStore,
  RouterCore,
} from "@tanstack/router-core";
import { describe, expect, it } from "vitest";
import { SPA_PATHS } from "../../worker/lib/spa-paths.gen";
import { isSpaPage } from "../../worker/lib/spa-routes";

/**
 * The route tree's full paths as the router's generator wrote them (`FileRouteTypes["fullPaths"]`), read
 * as text: importing the tree would compile every page of the SPA into this project.
 */
function routeTreeFullPaths(): string[] {
  const source = readFileSync(join(import.meta.dirname, "../../web/src/routeTree.gen.ts"), "utf8");
  const union = /\bfullPaths:([^:]*)\n\s*fileRoutesByTo:/.exec(source)?.[1] ?? "";
  return [...union.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? "");
}

/**
 * The SPA's router (its core, which does the matching, without React) over the same paths, with the
 * stores it uses on a server. The pathless layouts `_authed` and `_admin` take no part of an address, so
 * leaving them out changes no match.
 */
const root = new BaseRootRoute({});
root.addChildren(SPA_PATHS.map((path) => new BaseRoute({ getParentRoute: () => root, path })));
const router = new RouterCore({ routeTree: root, history: createMemoryHistory() }, () => ({
  createMutableStore: createNonReactiveMutableStore,
  createReadonlyStore: createNonReactiveReadonlyStore,
  batch: (run) => run(),
}));

/**
 * Whether the SPA, opened at `path`, shows a page of its own rather than its not-found page: the path as
 * the browser's history hands it to the router (a memory history would read `//login` as a host).
 */
function spaShowsAPage(path: string): boolean {
  const location = router.parseLocation({
    pathname: path,
    search: "",
    hash: "",
    href: path,
    state: { __TSR_index: 0 },
  });
  return !router.matchRoutes(location).some((match) => match._notFound);
}

const VALUES = ["12", "Krak%C3%B3w", "a%2Fb", "%25", "-"];

/** Addresses around every route: its own, changed in case, with slashes added, a segment more or less. */
function addressesNear(routePath: string): string[] {
  const filled = VALUES.map((value) => routePath.replace(/\$[A-Za-z]+/g, value));
  const base = filled[0] ?? routePath;
  const trimmed = base.replace(/\/$/, "");
  return [
    ...filled,
    base.toUpperCase(),
    `${trimmed}/`,
    `${trimmed}//`,
    `${trimmed}/nonsense`,
    `${trimmed}/nonsense/more`,
    trimmed.slice(0, Math.max(1, trimmed.lastIndexOf("/"))),
    routePath.replace(/\$[A-Za-z]+/g, ""),
    `/${trimmed}`,
    `${trimmed}/index.html`,
    `${trimmed}x`.replace(/^x$/, "/x"),
  ];
}

describe("the SPA's pages as the worker knows them (decision 0025)", () => {
  it("lists exactly the router's file routes", () => {
    const routed = routeTreeFullPaths();
    expect(routed.length).toBeGreaterThan(20);
    expect([...SPA_PATHS]).toEqual([...routed].sort());
  });

  it("takes an address for a page exactly where the SPA's router shows one", () => {
    const addresses = new Set([
      ...SPA_PATHS.flatMap(addressesNear),
      "/nie-ma-takiej-strony",
      "/profil/abc/def",
      "/dashboard/nonsense",
      "/regulami%6E",
      "/%",
      "/login%5C",
      "/index.html",
      "/favicon.svg",
      "/assets/index-abc.js",
    ]);
    const disagreements = [...addresses].filter((path) => isSpaPage(path, true) !== spaShowsAPage(path));
    expect(disagreements).toEqual([]);
    // The comparison saw both answers many times.
    const pages = [...addresses].filter((path) => isSpaPage(path, true));
    expect(pages.length).toBeGreaterThan(100);
    expect(addresses.size - pages.length).toBeGreaterThan(100);
  });

  it("has the development helpers' pages only in development, as /api/dev", () => {
    expect(isSpaPage("/dev/mailbox", true)).toBe(true);
    expect(isSpaPage("/dev/mailbox", false)).toBe(false);
    expect(isSpaPage("/verify-email", false)).toBe(true);
    expect(isSpaPage("/payment/12", false)).toBe(true);
  });
});
