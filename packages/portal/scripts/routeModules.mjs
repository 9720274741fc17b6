import path from 'node:path';

/** `routeCode(() => import('./Page.tsx')`: a route's code (src/app/routeCode.ts), up to its module. */
const call = /\brouteCode\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * Writes into each `routeCode(() => import('./Page.tsx'), …)` the module it imports as the build
 * manifest names it (`routeCode.in('src/features/…/Page.tsx', () => import(…), …)`), so the server
 * links the stylesheets of a drawn route's chunks without a path typed twice. A call whose first
 * argument is not such an import fails the build: its route would be drawn without its stylesheets.
 * Vite's server build (routeModules below) and Jest (jest.transform.mjs) both run it.
 * @param {string} code a module's source, before TypeScript is compiled
 * @param {string} file its path
 * @param {string} root the portal's folder, which the manifest's names start from
 */
export function writeRouteModules(code, file, root) {
  if (!/from '[^']*\/routeCode\.ts'/.test(code)) return code;
  const calls = code.match(/\brouteCode\(/g)?.length ?? 0;
  let written = 0;
  const out = code.replace(call, (_whole, quote, specifier) => {
    if (!specifier.startsWith('.')) throw new Error(`${file}: routeCode needs a relative import`);
    const module = path
      .relative(root, path.resolve(path.dirname(file), specifier))
      .split(path.sep)
      .join('/');
    written += 1;
    return `routeCode.in(${JSON.stringify(module)}, () => import(${quote}${specifier}${quote})`;
  });
  if (written !== calls) {
    throw new Error(`${file}: routeCode's first argument must be \`() => import('./Module.tsx')\``);
  }
  return out;
}

/**
 * writeRouteModules as a Vite plugin, for the server's build: the one that links stylesheets.
 * @param {string} root the portal's folder
 * @param {Set<string>} [found] gets every module a route's code loads (for scripts/routeFiles.ts)
 * @returns {import('vite').Plugin}
 */
export function routeModules(root, found) {
  return {
    name: 'vool-route-modules',
    // Before TypeScript is compiled: the call is still as written.
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\/src\/.*\.tsx?$/.test(file) || file.includes('/node_modules/')) return null;
      const out = writeRouteModules(code, file, root);
      if (found) for (const [, module] of out.matchAll(/routeCode\.in\("([^"]+)"/g)) found.add(module);
      return out === code ? null : { code: out, map: null };
    },
  };
}
