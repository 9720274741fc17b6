import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { filesBeyond, pageModules, type BuildManifest } from '../../app/buildManifest.ts';
import { handleOf } from '../../app/pageHandle.ts';
import { routeModule } from '../../app/routeCode.ts';
import { createRoutes } from '../../app/router.tsx';
import { createStore } from '../../app/store/store.ts';

/** The browser build's manifest (the build writes it before the tests run). */
const manifest = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../dist/.vite/manifest.json'), 'utf8'),
) as BuildManifest;

interface Drawn {
  path: string;
  /** The routes the page sits in, itself last. */
  chain: RouteObject[];
}

/** Every page the server draws (its route's handle has `serverData`), with the routes it sits in. */
function drawnPages(routes: RouteObject[], parents: RouteObject[] = [], at = ''): Drawn[] {
  return routes.flatMap((route) => {
    const chain = [...parents, route];
    const here = route.path ? `${at}/${route.path}` : at;
    const own = handleOf(route).serverData && !route.children ? [{ path: here || '/', chain }] : [];
    return [...own, ...drawnPages(route.children ?? [], chain, here)];
  });
}

/** The stylesheets a module's code brings, with what it imports. */
function stylesheetsOf(module: string, seen = new Set<string>()): string[] {
  const chunk = manifest[module];
  if (!chunk || seen.has(module)) return [];
  seen.add(module);
  return [
    ...(chunk.css ?? []).map((file) => `/${file}`),
    ...(chunk.imports ?? []).flatMap((next) => stylesheetsOf(next, seen)),
  ];
}

// `/` is drawn too, as a redirect: no page, no code.
const pages = drawnPages(createRoutes(createStore())).filter(({ chain }) => chain.at(-1)?.lazy);

/**
 * Parts a page draws from a chunk it shares with other pages rather than from its own module's lazy
 * imports (the forms' date picker, which their `preloadParts` load with the page): their styles must
 * come with what the server links too.
 */
const sharedParts: Record<string, string[]> = {
  '/contracts/:id/move-out': ['src/features/contracts/DatePickerField.tsx'],
  '/contracts/new': ['src/features/contracts/DatePickerField.tsx'],
};

describe('a page the server draws', () => {
  it('is found: every page a customer opens from the menu or a link in a message, and the statement', () => {
    expect(pages.map((page) => page.path).sort()).toEqual([
      '/accessibility',
      '/charts',
      '/contracts',
      '/contracts/:id/move-out',
      '/contracts/:id/move-out/confirmation',
      '/contracts/:id/offer',
      '/contracts/:id/offer/confirmation',
      '/contracts/new',
      '/contracts/sign',
      '/contracts/sign/confirmation',
      '/dashboard',
      '/invoices',
      '/invoices/:id/:stage',
      '/outages',
      '/settings',
      '/support',
    ]);
  });

  it.each(pages.map((page) => [page.path, page] as const))(
    '%s links every stylesheet its code brings, its modules named by the build',
    (path, { chain }) => {
      const modules = chain.flatMap((route) => routeModule(route) ?? []);
      // Every route with code says which module it loads (routeCode, the module written in by the build).
      expect(modules).toHaveLength(chain.filter((route) => route.lazy).length);
      const linked = filesBeyond(manifest, pageModules(manifest, modules), 'index.html').stylesheets;
      // The routes' code, and what the page's own code loads lazily: the server draws that too.
      const lazyParts = [...(manifest[modules.at(-1)!]?.dynamicImports ?? []), ...(sharedParts[path] ?? [])];
      for (const part of lazyParts) expect(manifest[part]).toBeDefined();
      const ofTheDocument = new Set(stylesheetsOf('index.html'));
      const needed = [...modules, ...lazyParts]
        .flatMap((module) => stylesheetsOf(module))
        .filter((file) => !ofTheDocument.has(file));
      expect(needed.length).toBeGreaterThan(0);
      expect(linked).toEqual(expect.arrayContaining(needed));
    },
  );
});
