import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries, featureNames } from './packages/portal/eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/.tsbuild/**',
      '**/.turbo/**',
      '**/coverage/**',
      '.data/**',
      '**/storybook-static/**',
      '.test-results/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', '.ci/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/array-type': ['error', { default: 'array-simple' }],
      '@typescript-eslint/consistent-type-definitions': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    languageOptions: { ...jsxA11y.flatConfigs.strict.languageOptions, globals: { ...globals.browser } },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['packages/portal/**/*.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      // Ids are explicit and dotted (`invoices.list.title`); scripts/messages.mjs checks their shape.
      'formatjs/enforce-description': ['error', 'literal'],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/enforce-placeholders': 'error',
    },
  },
  {
    files: ['packages/portal/**/*.{ts,tsx}'],
    rules: {
      // RTK Query's own idiom for endpoints without an argument: `build.query<Me, void>`.
      '@typescript-eslint/no-invalid-void-type': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@vool/api-client',
              message: "Import from '@vool/api-client/browser': the root also carries the server's schemas.",
            },
          ],
        },
      ],
    },
  },
  {
    // An API area reaches another through its service (or repository), never its routes: routes are
    // where HTTP ends, and what they compute belongs to a service both can call.
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?:\\.\\./)?(?:areas/)?[\\w-]+/routes(?:\\.ts)?$',
              message: "Import the area's service: route modules are not shared.",
            },
          ],
        },
      ],
    },
  },
  // app/ and each feature keep to their side (packages/portal/README.md: "Adding a feature").
  ...featureBoundaries(
    'packages/portal',
    featureNames(`${import.meta.dirname}/packages/portal/src/features`),
  ),
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/api/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  prettier,
);
