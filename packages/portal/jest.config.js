import { jestConfig } from '../../jest.base.js';

const base = jestConfig({ displayName: 'portal', testEnvironment: 'jsdom' });

export default {
  ...base,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
