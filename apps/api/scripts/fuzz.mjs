// The long fuzz run: 20,000 generated bad requests (FUZZ_RUNS) on a new seed each time (FUZZ_SEED to
// repeat one). The suite runs the same test with 2,000 on a fixed seed.
import { spawnSync } from 'node:child_process';

const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const run = spawnSync('npx', ['jest', '-c', 'jest.config.js', 'test/security/fuzz.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '20000', FUZZ_SEED: seed },
});
process.exitCode = run.status ?? 1;
