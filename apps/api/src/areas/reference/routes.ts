import type { FastifyPluginCallback } from 'fastify';
import type { CountryParams as CountryParamsType } from '@vool/api-client';
import { HttpError } from '../../errors.ts';
import type { ReferenceRepository } from './repository.ts';
import * as schemas from './schemas.ts';

export interface ReferenceOptions {
  repository: ReferenceRepository;
  version: string;
}

/** Reference data every visitor may read: countries (spec §3) and what is answering. */
export const referenceRoutes: FastifyPluginCallback<ReferenceOptions> = (
  app,
  { repository, version },
  done,
) => {
  app.get('/api/countries', { schema: { response: { 200: schemas.Countries } } }, () =>
    repository.countries(),
  );

  app.get<{ Params: CountryParamsType }>(
    '/api/countries/:countryCode',
    { schema: { params: schemas.CountryParams, response: { 200: schemas.Country } } },
    async (request) => {
      const country = await repository.country(request.params.countryCode);
      if (!country) throw new HttpError(404, 'NotFound', 'No such country', 'COUNTRY_NOT_FOUND');
      return country;
    },
  );

  app.get('/api/info', { schema: { response: { 200: schemas.Info } } }, (request) => ({
    name: 'Vool API',
    version,
    serverTime: new Date().toISOString(),
    timezone: request.site.config.timezone,
  }));
  done();
};
