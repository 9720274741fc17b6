import { jestConfig } from '../../jest.base.js';

const base = jestConfig({ displayName: 'portal', testEnvironment: 'jsdom' });

export default {
  ...base,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // import.meta.glob is Vite's: tests read the compiled messages from disk instead.
    '^\\./compiledFiles\\.ts$': '<rootDir>/src/test/compiledFiles.ts',
  },
};
