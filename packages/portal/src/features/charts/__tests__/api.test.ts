import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { Readings } from '@vool/api-client/browser';
import { api } from '../../../app/store/api.ts';
import { createStore } from '../../../app/store/store.ts';
import { chartsApi, type ReadingsArgs } from '../api.ts';

const answer = (values: Readings['values']): Readings => ({
  usagePoint: '643000000000000017',
  dataType: 'consumption',
  unit: 'kWh',
  seriesUnits: {},
  resolution: 60,
  timezone: 'Europe/Helsinki',
  dataUpTo: '2026-11-23T21:00:00+02:00',
  values,
});

const args: ReadingsArgs = {
  usagePoint: '643000000000000017',
  dataType: 'consumption',
  from: '2024-02-26',
  to: '2024-02-29',
  resolution: 60,
  unit: 'kWh',
  series: [0],
};

function serve(byFrom: Record<string, Readings | { status: number; body: unknown }>) {
  const fetch = jest.fn((input: string) => {
    const url = new URL(input, 'http://localhost');
    const found = byFrom[url.searchParams.get('from') ?? ''];
    const failed = found && 'status' in found;
    const status = failed ? found.status : 200;
    const text = JSON.stringify(failed ? found.body : found);
    // jsdom has no Response; the client reads only these members.
    return Promise.resolve({
      ok: status < 300,
      status,
      statusText: '',
      headers: new Headers({ 'content-type': 'application/json' }),
      text: () => Promise.resolve(text),
      json: () => Promise.resolve(JSON.parse(text) as unknown),
    } as unknown as Response);
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

/** Runs the query once and lets go of it, so no cache timer outlives the test. */
async function fetchReadings(query: ReadingsArgs) {
  const store = createStore();
  const request = store.dispatch(chartsApi.endpoints.readings.initiate(query));
  const result = await request;
  request.unsubscribe();
  store.dispatch(api.util.resetApiState());
  return result;
}

const urls = (fetch: ReturnType<typeof serve>) => fetch.mock.calls.map(([input]) => decodeURI(input));

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'fetch');
});

describe('the readings endpoint', () => {
  it('makes one call when nothing is compared', async () => {
    const fetch = serve({ '2024-02-26': answer([{ date: '2024-02-26T00:00:00+02:00', value: 1 }]) });
    const result = await fetchReadings(args);
    expect(urls(fetch)).toEqual([
      '/api/charts/readings?usagePoint=643000000000000017&dataType=consumption&from=2024-02-26&to=2024-02-29&resolution=60&unit=kWh',
    ]);
    expect(result.data?.earlierYears).toBeNull();
    expect(result.data?.points).toEqual([
      { date: '2024-02-26T00:00:00+02:00', value: 1, status: undefined, earlier: null },
    ]);
  });

  it('adds a second call for the same range years back and merges it per date (spec §7)', async () => {
    const fetch = serve({
      '2024-02-26': answer([
        { date: '2024-02-26T00:00:00+02:00', value: 1 },
        { date: '2024-02-29T00:00:00+02:00', value: 2 },
      ]),
      '2023-02-26': answer([{ date: '2023-02-26T00:00:00+02:00', value: 7, status: 'estimated' }]),
    });
    const result = await fetchReadings({ ...args, series: [0, 1] });
    // 29 February 2023 does not exist: the earlier range ends on the 28th.
    expect(urls(fetch)[1]).toContain('from=2023-02-26&to=2023-02-28');
    expect(result.data?.earlierYears).toBe(1);
    expect(result.data?.points.map((p) => [p.value, p.earlier, p.earlierStatus])).toEqual([
      [1, 7, 'estimated'],
      [2, null, undefined],
    ]);
  });

  it('asks for prices without a unit and fails as a whole when either call fails', async () => {
    const fetch = serve({
      '2024-02-26': answer([]),
      '2022-02-26': {
        status: 422,
        body: { name: 'ValidationError', message: 'Too long', code: 'RANGE_TOO_LONG' },
      },
    });
    const result = await fetchReadings({ ...args, dataType: 'price', series: [0, 2] });
    expect(urls(fetch)[0]).not.toContain('unit=');
    expect(result.error).toMatchObject({ status: 422, name: 'ValidationError', code: 'RANGE_TOO_LONG' });
  });
});
