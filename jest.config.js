/** @type {import('jest').Config} */
export default {
  projects: ['<rootDir>/packages/tokens', '<rootDir>/apps/api'],
  maxWorkers: 2,
};
