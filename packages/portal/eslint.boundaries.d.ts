import type { Linter } from 'eslint';

export function featureNames(featuresDir: string): string[];
export function featureBoundaries(
  portal: string,
  names: readonly string[],
  appExceptions?: readonly string[],
): Linter.Config[];
