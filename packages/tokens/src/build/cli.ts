import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildTokens } from './build.ts';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({
  options: {
    brands: { type: 'string', default: path.resolve(packageDir, '../../brands') },
    out: { type: 'string', default: path.join(packageDir, 'dist') },
  },
});

try {
  const report = await buildTokens({
    brandsDir: path.resolve(values.brands),
    outDir: path.resolve(values.out),
  });
  console.log(
    `@vool/tokens: ${report.brands.length} brands × 2 schemes in ${report.milliseconds} ms; ` +
      `contrast gate passed ${report.pairsChecked} pairs`,
  );
} catch (error) {
  console.error(`@vool/tokens: build failed\n${(error as Error).message}`);
  process.exitCode = 1;
}
