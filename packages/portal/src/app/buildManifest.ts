/** The part of Vite's build manifest (dist/.vite/manifest.json) the server render reads. */
export type BuildManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }
>;

/**
 * The modules a page loads, as the manifest names them: its routes' (each route's `routeCode`, whose
 * module the build writes in) and the parts the page's own module imports lazily, which the server
 * draws with it (cards further down, which load after the first screen's). The frame's lazy parts
 * are menus and drawers that open on a press: not drawn, not counted. A route module the build does
 * not know fails loudly, rather than drawing the page without its styles.
 */
export function pageModules(manifest: BuildManifest, routeModules: readonly string[]): string[] {
  const unknown = routeModules.filter((module) => !manifest[module]);
  if (unknown.length > 0) throw new Error(`Not in the build manifest: ${unknown.join(', ')}`);
  const page = routeModules.at(-1);
  const lazyParts = page === undefined ? [] : (manifest[page]?.dynamicImports ?? []);
  return [...routeModules, ...lazyParts];
}

/** The files (scripts and stylesheets) that loading `keys` loads, with what they import. */
function filesOf(manifest: BuildManifest, keys: readonly string[]) {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return { scripts, stylesheets };
}

/**
 * What `modules` (a page's code, and what takes the page over) load beyond what their document loads
 * already. In the browser the stylesheets come with the modules' code; a page drawn on the server
 * links them in its head, so its styles apply at the first paint. The scripts are not preloaded (that
 * only took bandwidth from the images and fonts of the first paint): the page fetches them once it has
 * loaded.
 */
export function filesBeyond(
  manifest: BuildManifest,
  modules: readonly string[],
  document: string,
): { scripts: string[]; stylesheets: string[] } {
  const linked = filesOf(manifest, [document]);
  const needed = filesOf(manifest, modules);
  return {
    scripts: [...needed.scripts].filter((href) => !linked.scripts.has(href)),
    stylesheets: [...needed.stylesheets].filter((href) => !linked.stylesheets.has(href)),
  };
}

/** The compiled texts of a language for some areas, as the build manifest names them (i18n/messages.ts). */
export function textModules(locale: string, mobile: boolean, areas: readonly string[]): string[] {
  const bundles = mobile ? ['general', 'mobile'] : ['general'];
  return areas.flatMap((area) =>
    bundles.map((bundle) => `src/i18n/compiled/${locale}.${bundle}.${area}.json`),
  );
}
