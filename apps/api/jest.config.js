import { jestConfig } from '../../jest.base.js';

const base = jestConfig({ displayName: 'api' });

export default {
  ...base,
  testEnvironment: '<rootDir>/test/environment.js',
  globalSetup: '<rootDir>/test/global-setup.js',
  globalTeardown: '<rootDir>/test/global-teardown.js',
  // Tests run against the client's sources, so no build is needed first.
  moduleNameMapper: {
    '^@vool/api-client$': '<rootDir>/../../packages/api-client/src/index.ts',
    ...base.moduleNameMapper,
  },
};
