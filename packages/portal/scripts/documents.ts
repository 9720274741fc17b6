import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The portal is two documents: `auth.html` (the /auth pages, src/auth.tsx) and `index.html` (the
 * signed-in portal, src/main.tsx). Each loads, before its page, one file of what it imports
 * statically. Whatever of that both need goes in one file they share (`shared`): what the auth
 * document imports, and what its pages and the portal's start both import. The rest of the portal's
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
  const isAuthEntry = (id: string) => id === authHtml || id === authEntry;

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
      const main = closure([mainHtml]);
      const mainAtAll = closure([mainHtml], { onDemand: true });
      // What the auth document's start shares with the portal at all; its own modules (the page
      // table, the hydration) stay in its entry, so the portal never loads them.
      const start = [...auth].filter((module) => mainAtAll.has(module));
      // Only the portal's own modules: a package's index re-exports far more than is kept of it, so
      // its modules would all look imported by both.
      const both = [...pages].filter((module) => main.has(module) && module.startsWith(source));
      // What the auth entry runs before a page needs its code (auth.tsx) is a small file of its own:
      // importing the shared file would run all of it, React among it.
      const entry = closure([authHtml]);
      const early = new Set(start.filter((module) => entry.has(module) && !isAuthEntry(module)));
      const shared = new Set([...start, ...both].filter((module) => !entry.has(module)));
      const boot = new Set([...main].filter((module) => !shared.has(module) && !early.has(module)));
      groups = { early, shared, boot };
    }
    return groups;
  };
  // Not the auth entry itself: the portal would run it.
  const isEarly = (id: string) => group().early.has(id);
  const isShared = (id: string) => group().shared.has(id) && !isAuthEntry(id);
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
    input: { main: mainHtml, auth: authHtml },
    plugins: [staticGraph, devAuthDocument],
    groups: [
      { name: 'early', tags: ['$initial' as const], test: isEarly, priority: 3 },
      { name: 'shared', tags: ['$initial' as const], test: isShared, priority: 2 },
      { name: 'boot', tags: ['$initial' as const], test: isBoot, priority: 1 },
    ],
  };
}
