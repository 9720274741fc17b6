import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { paymentProviders } from '@vool/api-client';
import { endpoint } from '../../endpoint.ts';
import { requireFeature } from '../../features.ts';
import { HttpError } from '../../errors.ts';
import type { PaymentsService } from './service.ts';

const CallbackParams = Type.Object(
  { provider: Type.String({ pattern: '^[a-z]{1,20}$' }) },
  { additionalProperties: false },
);
type CallbackParams = Static<typeof CallbackParams>;

export const paymentRoutes: FastifyPluginCallback<{ service: PaymentsService }> = (
  app,
  { service },
  done,
) => {
  // Paying is part of the invoices (spec §1); a provider's late notification is taken either way.
  void app.register((paying, _options, registered) => {
    requireFeature(paying, 'invoices');
    payingEndpoints(paying, service);
    registered();
  });

  // The providers' notifications. Not in the client's endpoint table: the portal never calls this, a
  // provider's server does, with no session and no browser. What vouches for a notification is its
  // signature over the raw body, so the body is kept as the bytes that were signed (JSON only), and
  // the same-origin guard is told so (`crossSite: 'signed'`, security.ts).
  void app.register((callbacks, _options, registered) => {
    callbacks.removeAllContentTypeParsers();
    callbacks.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, parsed) => {
        parsed(null, body);
      },
    );
    callbacks.post<{ Params: CallbackParams; Body: string }>(
      '/api/payments/callback/:provider',
      { schema: { params: CallbackParams }, config: { crossSite: 'signed' } },
      async (request) => {
        const name = paymentProviders.find((p) => p.toLowerCase() === request.params.provider);
        if (!name || typeof request.body !== 'string') {
          throw new HttpError(404, 'NotFound', 'No such payment provider', 'NO_PROVIDER');
        }
        const { status } = await service.receive(
          request.site.id,
          name,
          request.body,
          request.headers,
          request.log,
        );
        return { received: true, status };
      },
    );
    registered();
  });
  done();
};

function payingEndpoints(app: FastifyInstance, service: PaymentsService) {
  endpoint(app, 'createPayment', (request, _reply, session) =>
    service.create(
      {
        id: request.site.id,
        countryCode: request.site.countryCode,
        origin: request.siteOrigin,
        company: request.site.config.company_name,
      },
      session.acting.id,
      Number(request.params.id),
      request.body,
    ),
  );
  endpoint(app, 'payment', (request, _reply, session) =>
    service.payment(session.acting.id, request.params.paymentId),
  );
}
