import type { FastifyPluginCallback } from 'fastify';
import { checkBusinessCode, countriesOfAddresses, type AddressCountry } from '@vool/api-client';
import { endpoint } from '../../endpoint.ts';
import { requireFeature } from '../../features.ts';
import { actorOf } from './actor.ts';
import type { BankAccountsService } from './bank-accounts-service.ts';

export interface BankAccountsRoutesOptions {
  service: BankAccountsService;
  /** Checks of a company code per IP and window: the portal asks as the user types. */
  businessCodeLimit: { max: number; timeWindow: number };
}

/** The site's own country first: an eight-digit code is both a Y-tunnus and a registrikood. */
const countriesFor = (siteCountry: string): AddressCountry[] => {
  const own = countriesOfAddresses.find((c) => c === siteCountry);
  return own ? [own, ...countriesOfAddresses.filter((c) => c !== own)] : [...countriesOfAddresses];
};

/** Spec §2, the bank-accounts tab of the settings, and the company-code check of its e-invoice form. */
export const bankAccountsRoutes: FastifyPluginCallback<BankAccountsRoutesOptions> = (
  app,
  { service, businessCodeLimit },
  done,
) => {
  requireFeature(app, 'user-settings');

  endpoint(app, 'bankAccounts', (_request, _reply, session) => service.list(session.acting.id));

  endpoint(app, 'createBankAccount', (request, _reply, session) =>
    service.create(actorOf(request, session), request.site.countryCode, request.body),
  );

  endpoint(app, 'deleteBankAccount', async (request, reply, session) => {
    await service.remove(actorOf(request, session), Number(request.params.bankAccountId));
    return reply.code(204).send();
  });

  // Pure computation on the code: no query beyond the (cached) session and the rate counter, and the
  // browser may keep the answer, as a code's check digit does not change.
  endpoint(
    app,
    'validateBusinessCode',
    (request, reply) => {
      reply.header('cache-control', 'private, max-age=86400');
      return checkBusinessCode(request.params.code, countriesFor(request.site.countryCode));
    },
    { config: { rateLimit: businessCodeLimit } },
  );
  done();
};
