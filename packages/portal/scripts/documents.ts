import path from 'node:path';
import type { Plugin } from 'vite';
import { documentParts } from './documentParts.ts';

/** The package a module comes from (`react-router`, `@reduxjs/toolkit`), or '' for the project's own. */
function packageOf(module: string): string {
  const at = module.lastIndexOf('node_modules/');
  if (at < 0) return '';
  const [scope = '', name = ''] = module.slice(at + 'node_modules/'.length).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

/**
 * The portal is two documents: `auth.html` (the /auth pages, src/auth.tsx) and `index.html` (the
 * signed-in portal, src/main.tsx). Each entry is small (`early`, which both share: when to start the
 * page's code) and loads its start then (src/authStart.tsx, src/portalStart.tsx).
 * Whatever of the starts both need goes in one file they share (`shared`): what the auth document's
 * start imports, and what its pages and the portal's start both import. The rest of the portal's
 * start (router, store, sagas) goes in another (`boot`), which the /auth pages never load.
 * `staticGraph` records the static imports as modules are parsed, for the groups' tests.
 */
export function documents(root: string) {
  const imports = new Map<string, readonly string[]>();
  const dynamicImports = new Map<string, readonly string[]>();
  const authHtml = path.join(root, 'auth.html');
  const authEntry = path.join(root, 'src/auth.tsx');
  // What auth.tsx loads to take a page over: the auth document's start, though loaded on demand.
  const authStart = path.join(root, 'src/authStart.tsx');
  const mainHtml = path.join(root, 'index.html');
  const source = path.join(root, 'src') + path.sep;
  const mainEntry = path.join(root, 'src/main.tsx');
  // What main.tsx loads to take a page over, or to draw one the server did not.
  const mainStart = path.join(root, 'src/portalStart.tsx');
  // An entry is a document's first script; importing it runs that document's start.
  const isEntry = (id: string) => [authHtml, authEntry, mainHtml, mainEntry].includes(id);

  const staticGraph: Plugin = {
    name: 'vool-static-graph',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      dynamicImports.set(info.id, info.dynamicallyImportedIds);
    },
    // Importing anything from a document's entry chunk runs its start: neither document's chunks
    // may import the other's.
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const main = chunks.find((chunk) => chunk.facadeModuleId === mainHtml);
      const auth = chunks.find((chunk) => chunk.facadeModuleId === authHtml);
      if (!main || !auth) return;
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const check = (from: string, forbidden: string) => {
        const seen = new Set<string>();
        const visit = (fileName: string, via: string[]) => {
          if (fileName === forbidden) {
            this.error(
              `${from} would load ${forbidden}, another document's entry: ${[...via, fileName].join(' → ')}`,
            );
          }
          if (seen.has(fileName)) return;
          seen.add(fileName);
          const chunk = byName.get(fileName);
          for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
            visit(next, [...via, fileName]);
          }
        };
        visit(from, []);
      };
      check(auth.fileName, main.fileName);
      check(main.fileName, auth.fileName);
    },
  };

  /** The modules `roots` import, directly or through others: statically, or also on demand. */
  const closure = (roots: readonly string[], { onDemand = false } = {}) => {
    const found = new Set<string>();
    const visit = (module: string) => {
      if (found.has(module)) return;
      found.add(module);
      for (const next of imports.get(module) ?? []) visit(next);
      if (onDemand) for (const next of dynamicImports.get(module) ?? []) visit(next);
    };
    roots.forEach(visit);
    return found;
  };

  // Computed at the first test, once every module is parsed.
  let groups: { early: Set<string>; shared: Set<string>; boot: Set<string> } | undefined;
  const group = () => {
    if (!groups) {
      const auth = closure([authHtml, authStart]);
      // What the auth document loads later: its pages (features/auth/pages.tsx), menus and overlays.
      const pages = closure([...auth].flatMap((module) => dynamicImports.get(module) ?? []));
      const main = closure([mainHtml, mainStart]);
      const mainAtAll = closure([mainHtml], { onDemand: true });
      // What the auth document's start shares with the portal at all; its own modules (the page
      // table, the hydration) stay in its start's chunk, so the portal never loads them.
      const start = [...auth].filter((module) => mainAtAll.has(module));
      // Only the portal's own modules: a package's index re-exports far more than is kept of it, so
      // its modules would all look imported by both.
      const both = [...pages].filter((module) => main.has(module) && module.startsWith(source));
      // What the entries run before the page's code starts (app/startCode.ts) is a small file of its
      // own: importing the shared file would run all of it, React among it. What only one document
      // ever uses stays in its entry (the /auth pages' own rules for starting at once).
      const authAtAll = closure([authHtml], { onDemand: true });
      const early = new Set(
        [...closure([authHtml, mainHtml])].filter(
          (module) => !isEntry(module) && authAtAll.has(module) && mainAtAll.has(module),
        ),
      );
      // Only what the portal's start loads anyway: a module of the auth document's start that the
      // portal uses on one page only (the charts' date fields) stays with that page.
      const portalStart = closure([mainHtml, mainStart]);
      const shared = new Set(
        [...start, ...both].filter(
          (module) => portalStart.has(module) && !early.has(module) && !isEntry(module),
        ),
      );
      // Not the start itself (mainStart): a chunk of its own, as the build manifest names it for the server.
      // The portal's own start, and the packages it brings that the auth document never uses (the
      // router, the store, the sagas) with theirs; nothing the auth document uses at all, or its
      // pages would load this file for it. Packages are followed from the portal's own imports only:
      // through another package's index a module may look imported when nothing of it is kept.
      const authPackages = new Set([...authAtAll].map(packageOf));
      const ownStart = [...main].filter(
        (module) =>
          module.startsWith(source) &&
          !authAtAll.has(module) &&
          !early.has(module) &&
          !isEntry(module) &&
          module !== mainStart,
      );
      const ownPackages = [...main]
        .filter((module) => module.startsWith(source))
        .flatMap((module) => imports.get(module) ?? [])
        .filter((module) => !authPackages.has(packageOf(module)));
      const packages = [...closure(ownPackages)].filter((module) => !authPackages.has(packageOf(module)));
      const boot = new Set([...ownStart, ...packages]);
      groups = { early, shared, boot };
    }
    return groups;
  };
  const isEarly = (id: string) => group().early.has(id);
  const isShared = (id: string) => group().shared.has(id);
  const isBoot = (id: string) => group().boot.has(id);

  // `npm run dev`: the /auth pages get their document, as apps/api serves them.
  const devAuthDocument: Plugin = {
    name: 'vool-dev-auth-document',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = request.url ?? '';
        if (/^\/auth(\/|\?|$)/.test(url) && (request.headers.accept ?? '').includes('text/html')) {
          request.url = `/auth.html${url.slice(url.search(/\?|$/))}`;
        }
        next();
      });
    },
  };

  return {
    // The portal's start is an entry too, though main.tsx loads it on demand: its modules then count as
    // loaded at start ($initial), as they are for every page of that document.
    input: { main: mainHtml, auth: authHtml, portalStart: mainStart },
    plugins: [staticGraph, devAuthDocument, documentParts(['index.html', 'auth.html'])],
    groups: [
      { name: 'early', tags: ['$initial' as const], test: isEarly, priority: 3 },
      { name: 'shared', tags: ['$initial' as const], test: isShared, priority: 2 },
      { name: 'boot', tags: ['$initial' as const], test: isBoot, priority: 1 },
    ],
  };
}
