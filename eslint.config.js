import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
