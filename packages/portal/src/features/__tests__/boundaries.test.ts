/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { Linter } from 'eslint';
import { featureBoundaries, featureNames } from '../../../eslint.boundaries.js';

const portal = path.resolve(__dirname, '../../..');
const linter = new Linter({ cwd: portal });
// Every TypeScript file is linted; the boundaries add their rules to some.
const config = [
  { files: ['**/*.{ts,tsx}'] },
  ...featureBoundaries('.', featureNames(path.join(portal, 'src/features'))),
];

/** The boundary errors of `code` as the file `file` (from the portal's folder). */
const refusals = (file: string, code: string) =>
  linter
    .verify(code, config, { filename: path.join(portal, file) })
    .map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);

describe("the portal's import boundaries", () => {
  it("keep a feature to another's index.ts, for import() too", () => {
    const file = 'src/features/dashboard/MonthFigures.tsx';
    expect(refusals(file, "import { invoicesApi } from '../invoices/api.ts';")).toHaveLength(1);
    expect(refusals(file, "const load = () => import('../charts/api.ts');")).toHaveLength(1);
    expect(refusals(file, "import { useInvoiceSummaryQuery } from '../invoices/index.ts';")).toEqual([]);
    expect(refusals(file, "const load = () => import('../consent/index.ts');")).toEqual([]);
    expect(refusals(file, "import { dashboardApi } from './api.ts';")).toEqual([]);
    expect(refusals(file, "import { api } from '../../app/store/api.ts';")).toEqual([]);
    expect(
      refusals('src/features/dashboard/cards/Card.tsx', "import { x } from '../../clients/slice.ts';"),
    ).toHaveLength(1);
  });

  it('keep app/ to the registry', () => {
    expect(refusals('src/app/router.tsx', "import { features } from '../features/index.ts';")).toEqual([]);
    expect(
      refusals('src/app/router.tsx', "import { dashboard } from '../features/dashboard/feature.ts';"),
    ).toHaveLength(1);
    expect(
      refusals('src/app/store/store.ts', "import { clientsSlice } from '../../features/clients/slice.ts';"),
    ).toHaveLength(1);
    expect(
      refusals('src/app/Root.tsx', "const load = () => import('../features/shell/Layout.tsx');"),
    ).toHaveLength(1);
  });

  it('leave tests free to reach into what they test', () => {
    expect(
      refusals(
        'src/features/dashboard/__tests__/x.test.ts',
        "import { merge } from '../../charts/merge.ts';",
      ),
    ).toEqual([]);
  });

  it("keep every file from the API client's root, as before", () => {
    expect(refusals('src/features/dashboard/api.ts', "import { x } from '@vool/api-client';")).toHaveLength(
      1,
    );
  });
});
