// @swc/jest, after blanking `import.meta.hot` (Vite's hot-reload handle, which react-router's modules
// read): CommonJS, the form Jest runs modules in, cannot hold `import.meta`.
import swcJest from '@swc/jest';

const blank = (source) => source.replaceAll('import.meta.hot', 'undefined');

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
