/** @type {import('jest').Config} */
export default {
  projects: [
    '<rootDir>/packages/tokens',
    '<rootDir>/packages/ui',
    '<rootDir>/packages/api-client',
    '<rootDir>/packages/portal',
    '<rootDir>/apps/api',
  ],
  maxWorkers: 2,
  // Jest reads a test's timeout from this, the run's own configuration, never from a project's
  // (jest.base.js says why 20 s).
  testTimeout: 20_000,
};
