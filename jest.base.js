/**
 * The Jest settings every package shares. vanilla-extract's transform comes first so `.css.ts`
 * files are evaluated as styles, not as plain TypeScript.
 * @param {{ displayName: string, testEnvironment?: 'node' | 'jsdom' }} options
 * @returns {import('jest').Config}
 */
export function jestConfig({ displayName, testEnvironment = 'node' }) {
  return {
    displayName,
    testEnvironment,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: {
      '\\.css\\.ts$': '@vanilla-extract/jest-transform',
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // These ship ESM only (Node loads them with require(esm); Jest's module system cannot).
    transformIgnorePatterns: [
      '/node_modules/(?!(echarts|zrender|react-intl|intl-messageformat|@formatjs|tslib|cookie|content-disposition)/)',
    ],
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  };
}
