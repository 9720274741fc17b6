// @swc/jest, after blanking what Vite puts on `import.meta`: `hot` (its hot-reload handle, which
// react-router's modules read) and `env.DEV` (false: tests are not Vite's dev server). CommonJS, the
// form Jest runs modules in, cannot hold them.
import swcJest from '@swc/jest';

const blank = (source) =>
  source.replaceAll('import.meta.hot', 'undefined').replaceAll('import.meta.env.DEV', 'false');

export default {
  createTransformer(options) {
    const swc = swcJest.createTransformer(options);
    return {
      ...swc,
      process: (source, path, jestOptions) => swc.process(blank(source), path, jestOptions),
      processAsync: (source, path, jestOptions) => swc.processAsync(blank(source), path, jestOptions),
      getCacheKey: (source, path, jestOptions) => swc.getCacheKey(blank(source), path, jestOptions),
    };
  },
};
