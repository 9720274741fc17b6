import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginCallback } from 'fastify';
import { html } from '../../document/html.ts';
import type { SandboxSigning } from '../../integrations/sandbox-signing.ts';
import { page } from './routes.ts';

const AnswerBody = Type.Object(
  {
    reference: Type.String({ maxLength: 200 }),
    decision: Type.Union([
      Type.Literal('sign'),
      Type.Literal('refuse'),
      Type.Literal('expire'),
      Type.Literal('fail'),
    ]),
  },
  { additionalProperties: false },
);
type AnswerBody = Static<typeof AnswerBody>;

const labels: Record<AnswerBody['decision'], string> = {
  sign: 'Sign',
  refuse: 'Refuse',
  expire: 'Let it expire',
  fail: 'Fail (gateway error)',
};

/**
 * The signing service's test environment, standing in for the signer's Smart-ID app: the requests
 * waiting at this site with their verification codes, and the tester's answer to each. An answer is
 * taken once; a repeated post finds the request no longer pending and is refused.
 */
export const sandboxSigningRoutes: FastifyPluginCallback<{ gateway: SandboxSigning }> = (
  app,
  { gateway },
  done,
) => {
  app.get('/sandbox/signing.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const rows = await gateway.pending(request.site.id);
    return rows.map((r) => ({
      reference: r.reference,
      signer: r.signer_name,
      title: r.document_title,
      verificationCode: r.verification_code,
      expiresAt: r.expires_at.toISOString(),
    }));
  });

  app.get('/sandbox/signing', async (request, reply) => {
    const rows = await gateway.pending(request.site.id);
    const answered = (request.query as { answered?: unknown }).answered;
    const items = rows.map(
      (
        r,
      ) => html`<li><strong>${r.document_title}</strong> for ${r.signer_name} <code>${r.signer_code}</code><br>
Verification code <strong class="code">${r.verification_code}</strong>, expires at ${r.expires_at.toISOString()}
<form method="post" action="/sandbox/signing/answer" aria-label="Answer: ${r.document_title}">
<input type="hidden" name="reference" value="${r.reference}">
${(Object.keys(labels) as Array<AnswerBody['decision']>).map(
  (d) => html`<button type="submit" name="decision" value="${d}">${labels[d]}</button> `,
)}</form></li>`,
    );
    const note =
      answered === 'no'
        ? html`<p role="alert">That request was already answered, has expired or was cancelled.</p>`
        : answered === 'yes'
          ? html`<p role="status">Answer sent.</p>`
          : '';
    return page(
      reply,
      request.cspNonce,
      'Signing sandbox',
      html`<h1>Signing sandbox</h1><p>Signature requests waiting for ${request.site.config.company_name}'s
customers, as the signer's phone would show them. Check the code matches the one in the portal.</p>${note}
${rows.length ? html`<ul>${items}</ul>` : html`<p>No signature requests are waiting.</p>`}
<p><a href="/sandbox/signing">Refresh</a></p>`,
    );
  });

  app.post<{ Body: AnswerBody }>(
    '/sandbox/signing/answer',
    { schema: { body: AnswerBody } },
    async (request, reply) => {
      const taken = await gateway.answer(request.site.id, request.body.reference, request.body.decision);
      if (request.headers.accept?.includes('application/json')) {
        return reply.code(taken ? 200 : 409).send({ taken });
      }
      return reply.redirect(`/sandbox/signing?answered=${taken ? 'yes' : 'no'}`, 303);
    },
  );
  done();
};
