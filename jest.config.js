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
};
