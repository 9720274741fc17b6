import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginCallback } from 'fastify';
import { sameSitePath } from '@vool/api-client';
import { randomToken } from '../../crypto.ts';
import { html } from '../../document/html.ts';
import { requireFeature } from '../../features.ts';
import type { PushDispatcher } from '../notifications/dispatcher.ts';
import type { PushRepository } from '../notifications/repository.ts';
import { page } from './routes.ts';

const SendBody = Type.Object(
  {
    client: Type.String({ pattern: '^[0-9]{1,9}$' }),
    title: Type.String({ maxLength: 120 }),
    body: Type.String({ maxLength: 500 }),
    link: Type.String({ maxLength: 300 }),
  },
  { additionalProperties: false },
);
type SendBody = Static<typeof SendBody>;

/** What the page says after a send, by outcome: refusals show here, never as a 500. */
const notes: Record<string, string> = {
  QUEUED:
    'Message queued: the dispatcher sends it to every device of the client. Refresh to see each delivery.',
  NO_CLIENT: 'No such client at this site.',
  BLANK: 'Write a title and a text.',
  LINK: 'The link must be a path on this site, such as /dashboard.',
};

/**
 * The push sandbox: a tester picks one of the site's clients, writes a message and sends it to the
 * client's devices through the real dispatcher, then sees what was sent and each device's delivery
 * (the push service's status: 201 delivered, 404/410 gone and the device dropped).
 */
export const sandboxPushRoutes: FastifyPluginCallback<{
  dispatcher: PushDispatcher;
  repository: PushRepository;
}> = (app, { dispatcher, repository }, done) => {
  requireFeature(app, 'push-notifications');

  const messagesOf = async (siteId: number) =>
    (await repository.recent(siteId)).map(({ message, deliveries }) => ({
      id: message.id,
      client: message.client_name,
      clientCode: message.client_code,
      kind: message.kind,
      title: message.title,
      body: message.body,
      link: message.link,
      status: message.status,
      createdAt: message.created_at.toISOString(),
      sentAt: message.sent_at?.toISOString() ?? null,
      deliveries: deliveries.map((d) => ({
        device: d.device_label,
        outcome: d.outcome,
        statusCode: d.status_code,
        detail: d.detail,
        at: d.at.toISOString(),
      })),
    }));

  app.get('/sandbox/push.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return messagesOf(request.site.id);
  });

  app.get('/sandbox/push', async (request, reply) => {
    const [clients, messages] = await Promise.all([
      repository.clientsWithDevices(request.site.id),
      messagesOf(request.site.id),
    ]);
    const asked = (request.query as { note?: unknown }).note;
    const code = typeof asked === 'string' ? asked : '';
    const text = notes[code];
    const note = !text
      ? ''
      : code === 'QUEUED'
        ? html`<p role="status">${text}</p>`
        : html`<p role="alert">${text}</p>`;
    const options = clients.map(
      (c) =>
        html`<option value="${String(c.id)}">${c.name} (${c.client_code}): ${c.devices} device(s)</option>`,
    );
    const items = messages.map(
      (m) => html`<li><h3>#${String(m.id)} ${m.title}</h3>
<p>${m.body}</p>
<p>To ${m.client} (${m.clientCode}) · ${m.kind} · opens <code>${m.link}</code> · <strong>${m.status}</strong> ·
queued ${m.createdAt}, sent ${m.sentAt ?? '—'}</p>
${
  m.deliveries.length
    ? html`<table><caption>Deliveries of message ${String(m.id)}</caption>
<thead><tr><th scope="col">Device</th><th scope="col">Result</th><th scope="col">Push service status</th><th scope="col">Detail</th><th scope="col">At</th></tr></thead>
<tbody>${m.deliveries.map(
        (d) =>
          html`<tr><td>${d.device}</td><td>${d.outcome}</td><td>${d.statusCode === null ? '—' : String(d.statusCode)}</td><td>${d.detail ?? ''}</td><td>${d.at}</td></tr>`,
      )}</tbody></table>`
    : html`<p>No deliveries${m.status === 'no-devices' ? ': the client has no device' : ' yet'}.</p>`
}</li>`,
    );
    return page(
      reply,
      request.cspNonce,
      'Push sandbox',
      html`<h1>Push notifications</h1>
<p>Send a message to the devices a client of ${request.site.config.company_name} has linked in the installed
app (Settings, push notifications). It goes through the dispatcher and the push service, as the
outage, support, spot-price and payment messages do.</p>${note}
<form method="post" action="/sandbox/push" aria-label="Send a push message">
<p><label>Client <select name="client" required>${options}</select></label></p>
<p><label>Title <input name="title" maxlength="120" required value="A message from ${request.site.config.company_name}"></label></p>
<p><label>Text <textarea name="body" rows="3" cols="60" maxlength="500" required></textarea></label></p>
<p><label>Link (a path on this site) <input name="link" maxlength="300" required value="/dashboard"></label></p>
<p><button type="submit">Send</button></p></form>
<h2>Sent, newest first</h2>
${messages.length ? html`<ul>${items}</ul>` : html`<p>No messages yet.</p>`}
<p><a href="/sandbox/push">Refresh</a> · <a href="/sandbox/push.json">As JSON</a></p>`,
    );
  });

  app.post<{ Body: SendBody }>('/sandbox/push', { schema: { body: SendBody } }, async (request, reply) => {
    const back = (note: string) => reply.redirect(`/sandbox/push?note=${note}`, 303);
    const { title, body } = { title: request.body.title.trim(), body: request.body.body.trim() };
    if (!title || !body) return back('BLANK');
    const link = sameSitePath(request.body.link.trim(), request.siteOrigin);
    if (!link?.startsWith('/')) return back('LINK');
    const client = await repository.client(request.site.id, Number(request.body.client));
    if (!client) return back('NO_CLIENT');
    await dispatcher.notify({
      siteId: request.site.id,
      clientId: client.id,
      kind: 'message',
      // The tester's own words, whatever the client's language.
      texts: () => ({ title, body }),
      link,
      // Each test message its own: none replaces another.
      collapseKey: `message-${randomToken(9)}`,
      evenWithoutDevices: true,
    });
    return back('QUEUED');
  });
  done();
};
