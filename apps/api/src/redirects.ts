import type { FastifyRequest } from 'fastify';

export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * A callback URL may only lead back into this site: a path, or an absolute URL on this very origin.
 * Anything else (another host, `//evil`, `javascript:`) becomes the home page, so sign-in can never
 * be used as an open redirect.
 */
export function safeCallbackPath(value: string | undefined, request: FastifyRequest): string {
  if (!value) return '/';
  try {
    const origin = originOf(request);
    const url = new URL(value, origin);
    if (url.origin !== origin) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
