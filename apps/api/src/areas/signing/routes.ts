import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { attachment } from '../../attachment.ts';
import { localeOf } from '../../document/context.ts';
import { endpoint } from '../../endpoint.ts';
import { HttpError, validationError } from '../../errors.ts';
import { requireFeature } from '../../features.ts';
import type { ActiveSession } from '../auth/sessions.ts';
import type { SigningPlace, SigningService } from './service.ts';

/**
 * Renewing and making contracts by signing (spec §7): start, follow, cancel, download, finalize. The
 * site's switches hold here as in the portal: renewal offers, contract management, and the
 * document-signing gateway (without it nothing can be signed, so nothing is started).
 */
export const signingRoutes: FastifyPluginCallback<{ service: SigningService; gateway: boolean }> = (
  app,
  { service, gateway },
  done,
) => {
  requireFeature(app, 'contracts');

  const placeOf = (
    request: FastifyRequest,
    session: ActiveSession,
    action: 'renew' | 'create',
  ): SigningPlace => {
    const { features, external_services: services, theme_id: themeId } = request.site.config;
    if (features.includes('contract-management-disabled')) {
      throw new HttpError(
        403,
        'Forbidden',
        'Contracts are managed elsewhere on this site',
        'CONTRACT_MANAGEMENT_DISABLED',
      );
    }
    if (action === 'renew' && !features.includes('renewal-offers')) {
      throw new HttpError(404, 'NotFound', 'This site does not offer renewal-offers', 'FEATURE_DISABLED');
    }
    if (!gateway || !services.includes('document-signing-gateway')) {
      throw validationError('Agreements cannot be signed electronically on this site', 'SIGNING_UNAVAILABLE');
    }
    return { siteId: request.site.id, themeId, locale: localeOf(request), session };
  };

  endpoint(app, 'renewContract', (request, _reply, session) =>
    service.renew(
      placeOf(request, session, 'renew'),
      Number(request.params.id),
      request.body.productId,
      request.body.delivery,
    ),
  );
  endpoint(app, 'createContract', (request, _reply, session) =>
    service.create(placeOf(request, session, 'create'), request.body),
  );
  endpoint(app, 'createEstoniaContract', (request, _reply, session) => {
    if (request.site.countryCode !== 'EE') {
      throw new HttpError(
        404,
        'NotFound',
        'Estonian contracts are made on Estonian sites',
        'NOT_ESTONIAN_SITE',
      );
    }
    return service.create(placeOf(request, session, 'create'), request.body);
  });
  endpoint(app, 'signingStatus', (request, reply, session) => {
    reply.header('cache-control', 'no-store');
    return service.status(request.query.signingToken, session);
  });
  endpoint(app, 'cancelSigning', (request, _reply, session) =>
    service.cancel(request.body.signingToken, session),
  );
  endpoint(app, 'signingDownload', async (request, reply, session) => {
    const { filename, body } = await service.download(request.query.signingToken, session, {
      themeId: request.site.config.theme_id,
      timeZone: request.site.config.timezone,
      locale: localeOf(request),
    });
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachment(filename))
      .send(body);
  });
  endpoint(app, 'finalizeSigning', async (request, reply, session) => {
    const answer = await service.finalize(request.body.signingToken, session);
    // Spec §7: 204 means there is nothing (by that token, for this session) to finalize.
    return answer ?? reply.code(204).send();
  });
  done();
};
