import { fileURLToPath } from 'node:url';

const swcTransform = fileURLToPath(new URL('./jest.swc-transform.mjs', import.meta.url));
const jsdomEnvironment = fileURLToPath(new URL('./jest.jsdom-environment.mjs', import.meta.url));

/**
 * The Jest settings every package shares. vanilla-extract's transform comes first so `.css.ts`
 * files are evaluated as styles, not as plain TypeScript.
 * @param {{ displayName: string, testEnvironment?: 'node' | 'jsdom' }} options
 * @returns {import('jest').Config}
 */
export function jestConfig({ displayName, testEnvironment = 'node' }) {
  return {
    displayName,
    testEnvironment: testEnvironment === 'jsdom' ? jsdomEnvironment : testEnvironment,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    // A test's own first sign-in or first render can take seconds on a busy two-core machine; what a
    // test waits for is bounded by its own expectations, so this only keeps load from failing it.
    testTimeout: 20_000,
    transform: {
      '\\.css\\.ts$': '@vanilla-extract/jest-transform',
      '^.+\\.m?(t|j)sx?$': [
        swcTransform,
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
      '/node_modules/(?!(echarts|zrender|react-router|@remix-run|react-intl|intl-messageformat|@formatjs|tslib|cookie|cookie-es|content-disposition)/)',
    ],
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  };
}
