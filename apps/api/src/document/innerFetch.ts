import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';

/** Headers of the page's request that say nothing of who asks or from where. */
const notCarried = new Set(['accept', 'accept-encoding', 'content-length', 'content-type', 'connection']);

/**
 * A `fetch` for a page's server render: its API calls go through this app in-process, as the page's
 * own request would send them from the browser — the same cookies, host and proxy headers, from the
 * same address, so the session, the site and the protocol are read the same. What the calls set (an
 * extended session's cookie) goes out with the page.
 */
export function innerFetch(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): typeof fetch {
  const carried = Object.fromEntries(
    Object.entries(request.headers).filter(([name]) => !notCarried.has(name)),
  ) as Record<string, string>;
  return async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { pathname, search } = new URL(url, 'http://inner.invalid');
    const answer = await app.inject({
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url: `${pathname}${search}`,
      headers: { ...carried, ...Object.fromEntries(new Headers(init.headers)) },
      remoteAddress: request.socket.remoteAddress ?? '127.0.0.1',
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const setCookie = answer.headers['set-cookie'];
    for (const cookie of [setCookie ?? []].flat()) void reply.header('set-cookie', cookie);
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && name !== 'set-cookie') headers.set(name, [value].flat().join(', '));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || answer.rawPayload.length === 0;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}
