import type { FastifyPluginCallback } from 'fastify';
import { endpoint } from '../../endpoint.ts';
import { HttpError } from '../../errors.ts';
import type { ReferenceRepository } from './repository.ts';

export interface ReferenceOptions {
  repository: ReferenceRepository;
  version: string;
  now: () => Date;
}

/** Reference data every visitor may read: countries (spec §3) and what is answering. */
export const referenceRoutes: FastifyPluginCallback<ReferenceOptions> = (
  app,
  { repository, version, now },
  done,
) => {
  endpoint(app, 'countries', () => repository.countries());

  endpoint(app, 'country', async (request) => {
    const country = await repository.country(request.params.countryCode);
    if (!country) throw new HttpError(404, 'NotFound', 'No such country', 'COUNTRY_NOT_FOUND');
    return country;
  });

  endpoint(app, 'info', (request) => ({
    name: 'Vool API',
    version,
    serverTime: now().toISOString(),
    timezone: request.site.config.timezone,
  }));
  done();
};
