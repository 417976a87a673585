import type { Plugin } from "vite";

/** Where the build writes the stylesheets of each page's route (dist/client/route-styles.json). */
export const ROUTE_STYLES_FILE = "route-styles.json";

/** A top-level route file's full path ("profile.$profileId.tsx" → "/profile/$profileId"); layouts have none. */
function routePathOf(moduleId: string | null): string | undefined {
  const name = moduleId?.match(/[\\/]src[\\/]routes[\\/]([^\\/_][^\\/?]*)\.tsx(\?|$)/)?.[1];
  if (name === undefined) return undefined;
  return name === "index" ? "/" : `/${name.replaceAll(".", "/")}`;
}

/**
 * route-styles.json: for each top-level page route, the stylesheets its split-off code loads (its own and
 * those of the chunks it imports, dependencies first, as Vite's loader adds them) beyond the entry's,
 * which index.html links. The worker inlines them into a page whose first screen it renders (decision
 * 0033), so that screen is styled before the route's code arrives, and nothing moves when it does.
 */
export function routeStyles(): Plugin {
  return {
    name: "route-styles",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[]; css: string[] }>();
      let entry: string | undefined;
      const routes = new Map<string, string[]>();
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks.set(output.fileName, {
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
        if (output.isEntry) entry = output.fileName;
        const route = routePathOf(output.facadeModuleId);
        if (route) routes.set(route, [...(routes.get(route) ?? []), output.fileName]);
      }
      const stylesOf = (roots: string[]) => {
        const seen = new Set<string>();
        const css: string[] = [];
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          const chunk = chunks.get(file);
          for (const imported of chunk?.imports ?? []) visit(imported);
          for (const sheet of chunk?.css ?? []) if (!css.includes(sheet)) css.push(sheet);
        };
        roots.forEach(visit);
        return css;
      };
      const linked = new Set(entry ? stylesOf([entry]) : []);
      const styles: Record<string, string[]> = {};
      for (const [route, files] of [...routes].sort(([a], [b]) => a.localeCompare(b))) {
        styles[route] = stylesOf(files)
          .filter((sheet) => !linked.has(sheet))
          .map((sheet) => `/${sheet}`);
      }
      this.emitFile({ type: "asset", fileName: ROUTE_STYLES_FILE, source: `${JSON.stringify(styles)}\n` });
    },
  };
}
