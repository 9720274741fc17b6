import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** Where the browser finds the map, beside index.html (apps/api serves it revalidated, as sw.js). */
export const routeFilesName = 'route-files.json';

/**
 * Writes `route-files.json`: for each module a route loads as its code (`routes`, as the build
 * manifest names them: `src/features/charts/ChartsPage.tsx`), the files importing it loads beyond
 * what the portal's start loaded already: its chunk and what that imports, scripts and stylesheets. A link nearing the screen fetches those (app/
 * prefetch.ts) without running them: `import()` would evaluate the page's code (the charts' is 580 KB)
 * in a long task while the person reads the page they are on.
 */
export function routeFiles(root: string, routes: ReadonlySet<string>): Plugin {
  return {
    name: 'vool-route-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((file): file is OutputChunk => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const filesOf = (starts: readonly OutputChunk[], known = new Set<string>()) => {
        const scripts: string[] = [];
        const stylesheets = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.get(fileName);
          if (!chunk || known.has(fileName) || scripts.includes(`/${fileName}`)) return;
          scripts.push(`/${fileName}`);
          for (const css of chunk.viteMetadata?.importedCss ?? []) stylesheets.add(`/${css}`);
          chunk.imports.forEach(visit);
        };
        for (const start of starts) visit(start.fileName);
        return { scripts, stylesheets: [...stylesheets] };
      };
      const moduleOf = (chunk: OutputChunk) =>
        chunk.facadeModuleId && path.relative(root, chunk.facadeModuleId).split(path.sep).join('/');
      // The portal document's entry and its start: loaded before any link is on screen.
      const start = [...chunks.values()].filter((chunk) =>
        ['index.html', 'src/portalStart.tsx'].includes(moduleOf(chunk) ?? ''),
      );
      const loaded = new Set(filesOf(start).scripts.map((href) => href.slice(1)));
      const map: Record<string, { scripts: string[]; stylesheets: string[] }> = {};
      for (const chunk of chunks.values()) {
        const module = moduleOf(chunk);
        if (module && routes.has(module)) map[module] = filesOf([chunk], loaded);
      }
      this.emitFile({ type: 'asset', fileName: routeFilesName, source: JSON.stringify(map) });
    },
  };
}
