// The repository's TypeScript transform, after writing each route's module into its routeCode call
// as the server's build does (scripts/routeModules.mjs): the server render's tests link stylesheets.
import { fileURLToPath } from 'node:url';
import rootTransform from '../../jest.swc-transform.mjs';
import { writeRouteModules } from './scripts/routeModules.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
// Jest runs both sides in one process: a route's server data is there, as in the server's build.
const write = (source, path) =>
  writeRouteModules(source, path, root).replaceAll('import.meta.env.SSR', 'true');

export default {
  createTransformer(options) {
    const swc = rootTransform.createTransformer(options);
    return {
      ...swc,
      process: (source, path, jestOptions) => swc.process(write(source, path), path, jestOptions),
      processAsync: (source, path, jestOptions) => swc.processAsync(write(source, path), path, jestOptions),
      getCacheKey: (source, path, jestOptions) => swc.getCacheKey(write(source, path), path, jestOptions),
    };
  },
};
