import type { FastifyRequest } from 'fastify';
import { sameSitePath } from '@vool/api-client';

/**
 * A callback URL may only lead back into this site: a path, or an absolute URL on this very origin
 * (the configured one, never what the request's headers claim). Anything else (another host,
 * `//evil`, `/.//evil`, `javascript:`) becomes the home page, so sign-in can never be used as an open
 * redirect.
 */
export function safeCallbackPath(value: string | undefined, request: FastifyRequest): string {
  return sameSitePath(value, request.siteOrigin) ?? '/';
}
