import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginCallback } from 'fastify';
import { ticketStatusCode, ticketTextMax } from '@vool/api-client';
import type { BackgroundWork } from '../../background.ts';
import { html } from '../../document/html.ts';
import { HttpError } from '../../errors.ts';
import { requireFeature } from '../../features.ts';
import type { Mailer } from '../../integrations/mailer.ts';
import type { SupportService } from '../support/service.ts';
import { replyMail } from '../support/reply-mail.ts';
import { page } from './routes.ts';

const ActionParams = Type.Object({
  action: Type.Union([Type.Literal('assign'), Type.Literal('reply'), Type.Literal('resolve')]),
});
const ActionBody = Type.Object(
  {
    ticket: Type.String({ pattern: '^[0-9]{1,9}$' }),
    text: Type.Optional(Type.String({ maxLength: ticketTextMax })),
    agent: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
type ActionParams = Static<typeof ActionParams>;
type ActionBody = Static<typeof ActionBody>;

/** What the page says after a post, by the outcome's code: refusals show here, never as a 500. */
const notes: Record<string, string> = {
  assign: 'Ticket assigned to you.',
  resolve: 'Ticket resolved.',
  EMAIL: 'Reply stored and mailed to the customer (see /sandbox/mail).',
  PHONE: 'Reply stored. The customer asked for a call: phone them.',
  PUSH: 'Reply stored and sent as a push notification to the customer’s devices (see /sandbox/push for each delivery).',
  NONE: 'Reply stored. The customer reads it in the portal.',
  PUSH_NO_DEVICES:
    'Reply stored. The customer has no device with push notifications on: they read it in the portal.',
  NO_EMAIL: 'Reply stored, but the customer has no e-mail address to send it to.',
  TICKET_NOT_FOUND: 'No such ticket at this site.',
  TICKET_NOT_ASSIGNABLE: 'Only an open ticket can be assigned.',
  TICKET_NOT_RESOLVABLE: 'That ticket is already cancelled or resolved.',
  TICKET_CLOSED: 'That ticket is cancelled or resolved: it takes no more replies.',
  BLANK: 'Write a reply first.',
};
const failures = new Set(Object.keys(notes).filter((code) => code.startsWith('TICKET_') || code === 'BLANK'));

const defaultAgent = 'Anna';

/**
 * Customer service's desk, standing in for the utility's CRM: the site's tickets with their
 * conversations, and per ticket Assign, Reply and Resolve. A reply reaches the customer by the way
 * they asked: by mail through the outbox, or by a call customer service makes.
 */
export const sandboxSupportRoutes: FastifyPluginCallback<{
  service: SupportService;
  mailer: Mailer;
  background: BackgroundWork;
}> = (app, { service, mailer, background }, done) => {
  requireFeature(app, 'support');

  app.get('/sandbox/support.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const tickets = await service.desk(request.site.id);
    return tickets.map(({ row, messages }) => ({
      id: row.id,
      number: row.number,
      client: row.client_name,
      topic: row.topic,
      status: row.status,
      statusCode: ticketStatusCode(row.status),
      replyMethod: row.reply_method,
      messages,
    }));
  });

  app.get('/sandbox/support', async (request, reply) => {
    const tickets = await service.desk(request.site.id);
    const code = (request.query as { note?: unknown }).note;
    const text = typeof code === 'string' ? notes[code] : undefined;
    const note = !text
      ? ''
      : failures.has(String(code))
        ? html`<p role="alert">${text}</p>`
        : html`<p role="status">${text}</p>`;
    const form = (id: number, action: string, label: string, extra = html``) =>
      html`<form method="post" action="/sandbox/support/${action}" aria-label="${label} ticket ${String(id)}">
<input type="hidden" name="ticket" value="${String(id)}">${extra}<button type="submit">${label}</button></form>`;
    const items = tickets.map(
      ({ row, messages }) => html`<li><h2>${row.number}: ${row.topic}</h2>
<p>${row.client_name} · <strong>${row.status}</strong> (${ticketStatusCode(row.status)}) · answer by ${row.reply_method}</p>
<ol>${messages.map((m) => html`<li><strong>${m.authorName}</strong> (${m.author}, ${m.at}): ${m.text}</li>`)}</ol>
${form(row.id, 'assign', 'Assign')}
${form(
  row.id,
  'reply',
  'Reply',
  html`<label>Reply <textarea name="text" rows="3" cols="60" required></textarea></label>
<label>Your first name <input name="agent" value="${defaultAgent}"></label>`,
)}
${form(row.id, 'resolve', 'Resolve')}</li>`,
    );
    return page(
      reply,
      request.cspNonce,
      'Customer service desk',
      html`<h1>Customer service desk</h1><p>Support tickets of ${request.site.config.company_name}'s
customers, newest first.</p>${note}
${tickets.length ? html`<ul>${items}</ul>` : html`<p>No tickets yet.</p>`}
<p><a href="/sandbox/support">Refresh</a></p>`,
    );
  });

  app.post<{ Params: ActionParams; Body: ActionBody }>(
    '/sandbox/support/:action',
    { schema: { params: ActionParams, body: ActionBody } },
    async (request, reply) => {
      const siteId = request.site.id;
      const id = Number(request.body.ticket);
      let outcome: string = request.params.action;
      try {
        if (request.params.action === 'assign') await service.assign(siteId, id);
        else if (request.params.action === 'resolve') await service.resolve(siteId, id);
        else {
          const text = request.body.text ?? '';
          // An emptied name field is no name: the desk's default signs.
          const agent = request.body.agent?.trim().length ? request.body.agent.trim() : defaultAgent;
          const ticket = await service.reply(siteId, id, text, agent);
          outcome =
            ticket.reply_method === 'PUSH' && !ticket.pushed ? 'PUSH_NO_DEVICES' : ticket.reply_method;
          if (ticket.reply_method === 'EMAIL') {
            const to = await service.replyAddressOf(ticket.client_id);
            if (!to) outcome = 'NO_EMAIL';
            else {
              // The site's configured origin, never the Host header: the link must lead to this site.
              const link = `${request.siteOrigin}/support?ticket=${String(ticket.id)}`;
              const mail = replyMail(to.locale ?? request.site.config.default_locale_id, {
                company: request.site.config.company_name,
                agent,
                ticketNumber: ticket.number,
                text,
                link,
              });
              background.run('support reply', () =>
                mailer.send({ siteId, to: to.email, subject: mail.subject, body: mail.body, link }),
              );
            }
          }
        }
      } catch (error) {
        if (!(error instanceof HttpError) || !error.code) throw error;
        outcome = error.code;
      }
      return reply.redirect(`/sandbox/support?note=${encodeURIComponent(outcome)}`, 303);
    },
  );
  done();
};
