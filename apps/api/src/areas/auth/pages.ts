import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { looksMobile, type AuthPageAnswer, type AuthPageRenderer } from '../../document/drawnPages.ts';
import { notBuiltPage, portalPage, type PortalTemplates } from '../../document/portal.ts';
import { pageContext, sendHtml } from '../../document/context.ts';
import { providersFor } from './routes.ts';
import type { SessionService } from './sessions.ts';

export interface AuthPageOptions {
  portalTemplates: PortalTemplates | undefined;
  renderer: AuthPageRenderer | undefined;
  sessions: SessionService;
}

/**
 * The /auth pages (spec §2), drawn here by the portal's own code, so a visitor's first page paints
 * with its document. When the render is missing or fails, the browser draws the page instead.
 */
export const authPageRoutes: FastifyPluginCallback<AuthPageOptions> = (app, options, done) => {
  const { portalTemplates, renderer, sessions } = options;

  async function page(request: FastifyRequest, reply: FastifyReply) {
    if (!portalTemplates) return sendHtml(reply.code(503), notBuiltPage);
    const context = pageContext(request);
    if (!renderer) return sendHtml(reply, portalPage(portalTemplates.auth, context));
    const pathname = request.url.split('?')[0]!;
    let answer: AuthPageAnswer;
    try {
      answer = await renderer({
        url: request.url,
        site: context.site,
        served: {
          locale: context.locale,
          ...context.scheme,
          mobile: looksMobile(request.headers, request.cookies.standalone === 'true'),
          ...(request.cookies['return-url'] ? { returnUrl: request.cookies['return-url'] } : {}),
        },
        // Only sign-in asks: with a session it goes straight on.
        signedIn: pathname === '/auth/signin' && Boolean(await sessions.current(request, reply)),
        methods: providersFor(request),
        nonce: context.nonce,
      });
    } catch (error) {
      request.log.error({ err: error }, 'The /auth page did not render on the server; the browser draws it');
      return sendHtml(reply, portalPage(portalTemplates.auth, context));
    }
    if ('redirect' in answer) return reply.header('cache-control', 'no-store').redirect(answer.redirect, 302);
    return sendHtml(reply, portalPage(portalTemplates.auth, context, answer));
  }

  app.get('/auth', page);
  app.get('/auth/*', page);
  done();
};
