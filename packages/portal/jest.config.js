import { fileURLToPath } from 'node:url';
import { jestConfig } from '../../jest.base.js';

const base = jestConfig({ displayName: 'portal', testEnvironment: 'jsdom' });
const code = '^.+\\.m?(t|j)sx?$';
const [, swcOptions] = base.transform[code];

export default {
  ...base,
  // Routes' modules written into their code as the server's build does (scripts/routeModules.mjs).
  transform: {
    ...base.transform,
    [code]: [fileURLToPath(new URL('./jest.transform.mjs', import.meta.url)), swcOptions],
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // import.meta.glob is Vite's: tests read the compiled messages from disk instead.
    '^\\./compiledFiles\\.ts$': '<rootDir>/src/test/compiledFiles.ts',
  },
};
