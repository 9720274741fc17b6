import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * What the run's workers share (test/helpers.ts): one "now" for the tests that do not pin one, and a
 * folder where the first worker to seed a database leaves it for the others. Workers start after this
 * and inherit the environment. A caller may set either beforehand.
 */
export default function setup() {
  process.env.VOOL_TEST_NOW ??= new Date().toISOString();
  if (!process.env.VOOL_TEST_SEEDS) {
    process.env.VOOL_TEST_SEEDS = mkdtempSync(path.join(tmpdir(), 'vool-seeds-'));
    process.env.VOOL_TEST_SEEDS_MADE = '1';
  }
}
