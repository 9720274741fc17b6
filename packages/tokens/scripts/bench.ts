// Times the whole token build (12 brands × 2 schemes, contrast gate, CSS, fonts, icons) in-process.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTokens } from '../src/build/build.ts';

const brandsDir = fileURLToPath(new URL('../../../brands', import.meta.url));
const runs = Number(process.argv[2] ?? 5);
const out = await mkdtemp(path.join(os.tmpdir(), 'vool-tokens-bench-'));
const times: number[] = [];
let brands = 0;
for (let i = 0; i < runs; i += 1) {
  const report = await buildTokens({ brandsDir, outDir: out });
  times.push(report.milliseconds);
  brands = report.brands.length;
}
await rm(out, { recursive: true, force: true });
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(
  `token build, ${brands} brands × 2 schemes, ${runs} runs: median ${median} ms, fastest ${times[0]} ms, slowest ${times.at(-1)} ms`,
);
