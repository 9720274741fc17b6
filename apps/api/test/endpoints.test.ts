import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { endpoints, type EndpointName } from '@vool/api-client';
import { testApp } from './helpers.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await testApp());
}, 60_000);
afterAll(async () => {
  await close();
});

const names = Object.keys(endpoints) as EndpointName[];
const sample = (path: string) => path.replace(/:\w+/g, 'x');

describe('the endpoint table of @vool/api-client', () => {
  it.each(names)('%s is a route of the app', (name) => {
    const { method, path } = endpoints[name];
    expect(app.hasRoute({ method, url: path })).toBe(true);
  });

  it.each(names.filter((name) => endpoints[name].session === 'required'))(
    '%s answers 401 without a session, before it looks at the input',
    async (name) => {
      const { method, path } = endpoints[name];
      const response = await app.inject({
        method,
        url: `${sample(path)}?unknown=1`,
        headers: { host: 'kiir.localhost' },
        ...(method === 'GET' ? {} : { payload: { unknown: true } }),
      });
      expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([401, 'NOT_SIGNED_IN']);
    },
  );

  it.each(names.filter((name) => endpoints[name].session !== 'required'))(
    '%s answers without a session',
    async (name) => {
      const { method, path } = endpoints[name];
      const response = await app.inject({ method, url: sample(path), headers: { host: 'kiir.localhost' } });
      expect(response.statusCode).not.toBe(401);
    },
  );
});
