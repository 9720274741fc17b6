import type { FastifyInstance, FastifyPluginCallback, FastifyRequest } from 'fastify';
import { attachment } from '../../attachment.ts';
import { localeOf } from '../../document/context.ts';
import { endpoint } from '../../endpoint.ts';
import { HttpError } from '../../errors.ts';
import { requireFeature } from '../../features.ts';
import type { DrawPdf } from '../../pdfs/jobs.ts';
import { contractDocument, drawContract } from './document.ts';
import type { MoveOut } from './move-out.ts';
import type { ProductsService } from './products.ts';
import { contractNotFound, type ContractsService, type SiteFacts } from './service.ts';
import { switchesOf } from './views.ts';
import type { WhatIfService } from './what-if.ts';

export interface ContractRoutesOptions {
  contracts: ContractsService;
  products: ProductsService;
  whatIf: WhatIfService;
  moveOut: MoveOut;
  /** Draws the contract documents (app.ts's pool, pdfs/pool.ts). */
  draw: DrawPdf;
}

export const siteFactsOf = (request: FastifyRequest): SiteFacts => ({
  id: request.site.id,
  themeId: request.site.config.theme_id,
  countryCode: request.site.countryCode,
  switches: switchesOf(request.site.config),
});

/**
 * Spec §7's contract and product reads and the move-out notice, each for the acting client only:
 * another client's contract or usage point answers 404 exactly like one that does not exist. Every
 * route is 404 on a site without `contracts`; the list stays where contract management is disabled,
 * and only the move-out is refused there.
 */
export const contractRoutes: FastifyPluginCallback<ContractRoutesOptions> = (app, options, done) => {
  requireFeature(app, 'contracts');
  const { contracts, products, whatIf, draw } = options;

  endpoint(app, 'products', (request, _reply, session) =>
    products.products(siteFactsOf(request), session.acting.id, request.query, localeOf(request)),
  );
  endpoint(app, 'productsByIds', (request, _reply, session) =>
    products.byIds(siteFactsOf(request), session.acting.id, request.query, localeOf(request)),
  );
  endpoint(app, 'whatIf', (request, _reply, session) =>
    whatIf(siteFactsOf(request), session.acting.id, request.query, localeOf(request)),
  );
  endpoint(app, 'contracts', (request, _reply, session) =>
    contracts.list(siteFactsOf(request), session.acting.id, localeOf(request)),
  );
  endpoint(app, 'contract', (request, _reply, session) =>
    contracts.detail(siteFactsOf(request), session.acting.id, Number(request.params.id), localeOf(request)),
  );
  endpoint(app, 'contractStartInfo', (request, _reply, session) =>
    contracts.startInfo(siteFactsOf(request), session.acting.id, request.params.objectId, localeOf(request)),
  );
  endpoint(app, 'contractOffers', (request, _reply, session) =>
    contracts.offers(siteFactsOf(request), session.acting.id, localeOf(request)),
  );
  endpoint(app, 'contractPdf', async (request, reply, session) => {
    const site = siteFactsOf(request);
    const ctx = await contracts.context(site, session.acting.id, localeOf(request));
    const row = ctx.byId.get(Number(request.params.id));
    if (!row) throw contractNotFound();
    // The document in the portal's language, else the client's own, else the site's.
    const language = localeOf(request, request.site.config, ctx.client.locale_id);
    const customer = { name: ctx.client.name, code: ctx.client.client_code };
    const pdf = await drawContract(
      draw,
      site.themeId,
      language,
      contractDocument(row, { ...ctx, locale: language }, customer, site.themeId),
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(`contract-${row.number}.pdf`))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
  app.register((scoped, _options, registered) => {
    moveOutRoute(scoped, options, registered);
  });
  done();
};

/** A move-out is contract management: refused (404, as a switched-off feature) where it is disabled. */
function moveOutRoute(app: FastifyInstance, { moveOut }: ContractRoutesOptions, done: () => void) {
  app.addHook('onRequest', (request, _reply, next) => {
    next(
      switchesOf(request.site.config).management
        ? undefined
        : new HttpError(404, 'NotFound', 'Contracts are managed elsewhere here', 'FEATURE_DISABLED'),
    );
  });
  endpoint(app, 'moveOut', (request, _reply, session) =>
    moveOut(
      siteFactsOf(request),
      session.acting.id,
      Number(request.params.id),
      request.body,
      localeOf(request),
    ),
  );
  done();
}
