/** The part of Vite's build manifest (dist/.vite/manifest.json) the server render reads. */
export type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

function stylesheetsOf(manifest: BuildManifest, key: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    for (const css of chunk.css ?? []) found.add(`/${css}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(key);
  return found;
}

/**
 * The stylesheets a module's chunks bring beyond those its document links already. In the browser
 * they come with the module's code; a page drawn on the server links them in its head, so its
 * styles apply at the first paint. (Its code is not preloaded: that only took bandwidth from the
 * images and fonts of the first paint.)
 */
export function stylesheetsBeyond(manifest: BuildManifest, module: string, document: string): string[] {
  const linked = stylesheetsOf(manifest, document);
  return [...stylesheetsOf(manifest, module)].filter((href) => !linked.has(href));
}
