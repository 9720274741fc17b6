import { rmSync } from 'node:fs';

/** Removes the folder of seeded databases test/global-setup.js made (dozens of MB a database). */
export default function teardown() {
  if (process.env.VOOL_TEST_SEEDS_MADE !== '1') return;
  rmSync(process.env.VOOL_TEST_SEEDS, { recursive: true, force: true });
  delete process.env.VOOL_TEST_SEEDS;
  delete process.env.VOOL_TEST_SEEDS_MADE;
}
