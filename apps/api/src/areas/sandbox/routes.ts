import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { sameSitePath } from '@vool/api-client';
import { html, type Html } from '../../document/html.ts';
import type { BackgroundWork } from '../../background.ts';
import type { SandboxEid } from '../../integrations/sandbox-eid.ts';
import type { SandboxRepository } from './repository.ts';
import * as schemas from './schemas.ts';

export interface SandboxOptions {
  repository: SandboxRepository;
  eid: SandboxEid;
  /** Mail being sent: the outbox shows it once it has gone, as a real inbox would. */
  background: BackgroundWork;
}

/** A sandbox page: plain, marked as a test environment, its one style block under the response's nonce. */
export const page = (reply: FastifyReply, nonce: string, title: string, body: Html) =>
  reply
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style nonce="${nonce}">body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem}
.banner{background:#fff3cd;border:1px solid #b58900;padding:.5rem 1rem}li{margin:.5rem 0}code{background:#eee;padding:0 .25rem}</style>
</head><body><p class="banner">Sandbox: a test environment, not a real service.</p>${body}</body></html>`
        .value,
    );

/** Test doubles of outside services, as their providers' test environments would look. */
export const sandboxRoutes: FastifyPluginCallback<SandboxOptions> = (
  app,
  { repository, eid, background },
  done,
) => {
  // Like a real provider, the sandbox returns only to the redirect URIs registered with it: the
  // sign-in callback and the step-up callback, on the site's own origin.
  const callbacks = ['/api/auth/callback/telia', '/api/me/step-up/callback'];
  const callbackOf = (request: FastifyRequest<{ Querystring: schemas.TeliaQuery }>) => {
    const path = sameSitePath(request.query.redirect_uri, request.siteOrigin)?.split('?')[0];
    return callbacks.find((c) => c === path) ?? callbacks[0]!;
  };

  app.get('/sandbox/telia.json', async (request) => repository.people(request.site.id));

  app.get<{ Querystring: schemas.TeliaQuery }>(
    '/sandbox/telia',
    { schema: { querystring: schemas.TeliaQuery } },
    async (request, reply) => {
      const state = request.query.state ?? '';
      const callback = callbackOf(request);
      const people = await repository.people(request.site.id);
      const items = people.map((p) => {
        const code = eid.codeFor({ ssn: p.ssn, name: p.name });
        const href = `${callback}?${new URLSearchParams({ state, code }).toString()}`;
        const note = p.isNewCustomer
          ? ' (new customer)'
          : p.represents
            ? ` (represents ${p.represents})`
            : '';
        return html`<li><a href="${href}">Sign in as ${p.name}</a> <code>${p.ssn}</code>${note}</li>`;
      });
      const cancel = `${callback}?${new URLSearchParams({ state, error: 'access_denied' }).toString()}`;
      return page(
        reply,
        request.cspNonce,
        'Telia e-ID sandbox',
        html`<h1>Telia e-ID sandbox</h1><p>Choose a demo identity to sign in to ${request.site.config.company_name}.</p>
<ul>${items}</ul><p><a href="${cancel}">Cancel</a></p>`,
      );
    },
  );

  app.get('/sandbox/mail.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    await background.idle();
    const mails = await repository.outbox(request.site.id);
    return mails.map((m) => ({ ...m, sentAt: m.sentAt.toISOString() }));
  });

  app.get('/sandbox/mail', async (request, reply) => {
    await background.idle();
    const mails = await repository.outbox(request.site.id);
    const items = mails.map(
      (m) =>
        html`<li><strong>${m.subject}</strong> to ${m.to} at ${m.sentAt.toISOString()}${
          m.link ? html`<br><a href="${m.link}">${m.link}</a>` : ''
        }</li>`,
    );
    // Back from "Run notifications now" (areas/settings/notification-sandbox.ts): how many went out.
    const ran = /^\d{1,6}$/.exec(String((request.query as { notifications?: unknown }).notifications))?.[0];
    return page(
      reply,
      request.cspNonce,
      'Mail sandbox',
      html`<h1>Outbox</h1>
<form method="post" action="/sandbox/notifications/run"><button>Run notifications now</button>
${ran === undefined ? '' : html` Notifications run: ${ran} sent.`}</form>
${mails.length ? html`<ul>${items}</ul>` : html`<p>No mail sent yet.</p>`}`,
    );
  });
  done();
};
