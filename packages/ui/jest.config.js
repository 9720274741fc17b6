import { jestConfig } from '../../jest.base.js';

const base = jestConfig({ displayName: 'ui', testEnvironment: 'jsdom' });

export default {
  ...base,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
