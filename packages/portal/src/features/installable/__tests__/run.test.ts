import { describe, expect, it } from '@jest/globals';
import type { RootState } from '../../../app/store/store.ts';
import { dashboardAnswers, keptEndpoints } from '../run.ts';

const state = (queries: Record<string, { endpointName: string; status: string; data?: unknown }>) =>
  ({ api: { queries } }) as unknown as RootState;

describe('what the installed app keeps of the dashboard for offline starts', () => {
  it('keeps the answers the dashboard and its frame show, and nothing else the app has asked', () => {
    const kept = dashboardAnswers(
      state({
        'session(undefined)': { endpointName: 'session', status: 'fulfilled', data: { token: 't' } },
        'expenses({"months":12})': { endpointName: 'expenses', status: 'fulfilled', data: [] },
        'invoiceSummary(undefined)': { endpointName: 'invoiceSummary', status: 'fulfilled', data: {} },
        'invoices({"type":"unpaid"})': { endpointName: 'invoices', status: 'fulfilled', data: [] },
        'spotPrices(undefined)': { endpointName: 'spotPrices', status: 'rejected' },
      }),
    );
    expect(Object.keys(kept ?? {})).toEqual([
      'session(undefined)',
      'expenses({"months":12})',
      'invoiceSummary(undefined)',
    ]);
  });

  it('waits while any of them is still being asked', () => {
    expect(
      dashboardAnswers(
        state({
          'session(undefined)': { endpointName: 'session', status: 'fulfilled' },
          'consumptionStatistics(undefined)': { endpointName: 'consumptionStatistics', status: 'pending' },
        }),
      ),
    ).toBeNull();
  });

  it('names the calls the server render makes for the dashboard and its frame', async () => {
    // The same calls as features/dashboard/serverData.ts and features/shell/serverData.ts: a new card
    // there that is missing here would be blank offline.
    const sources = await Promise.all(
      ['../../dashboard/serverData.ts', '../../shell/serverData.ts'].map(async (file) =>
        (await import('node:fs')).readFileSync(new URL(file, import.meta.url), 'utf8'),
      ),
    );
    const called = new Set(
      sources.flatMap((source) =>
        [...source.matchAll(/endpoints\.(\w+)\.initiate/g)].map((match) => match[1]),
      ),
    );
    expect([...called].sort()).toEqual([...keptEndpoints].sort());
  });
});
