// The portal's import boundaries (README: "Adding a feature"), as ESLint settings:
// - app/ knows the features only through the registry, features/index.ts;
// - a feature uses another only through that one's index.ts, never its other files;
// - tests may reach into what they test, and are left out.
import { readdirSync } from 'node:fs';

/** What every portal file is already kept from importing (the rule's settings replace each other). */
const apiClientRoot = {
  name: '@vool/api-client',
  message: "Import from '@vool/api-client/browser': the root also carries the server's schemas.",
};

/** The feature folders under `featuresDir`. */
export const featureNames = (featuresDir) =>
  readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The same boundary for static imports and import(): ESLint's import rule does not see the latter. */
function boundary(files, ignores, pattern, message) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': ['error', { paths: [apiClientRoot], patterns: [{ regex: pattern, message }] }],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=/${pattern.replaceAll('/', '\\/')}/]`, message },
      ],
    },
  };
}

/**
 * Flat-config blocks for the portal at `portal` (relative to the linting root), whose feature folders
 * are `names`. `appExceptions`: files of app/ not yet moved behind the registry.
 */
export function featureBoundaries(portal, names, appExceptions = []) {
  const tests = ['**/__tests__/**'];
  const app = boundary(
    [`${portal}/src/app/**/*.{ts,tsx}`],
    [...tests, ...appExceptions.map((file) => `${portal}/src/app/${file}`)],
    String.raw`^(\.\./)+features/(?!index\.ts$)`,
    'app/ knows no feature: take it from the registry (features/index.ts), or let the feature hand it in.',
  );
  const features = names.map((name) => {
    const others = names.filter((other) => other !== name).map(escape);
    return boundary(
      [`${portal}/src/features/${name}/**/*.{ts,tsx}`],
      tests,
      String.raw`^(\.\./)+(${others.join('|')})/(?!index\.ts$)`,
      `Another feature's files are its own: import what it offers from its index.ts.`,
    );
  });
  return [app, ...features];
}
