import type { FastifyPluginCallback } from 'fastify';
import { endpoint } from '../../endpoint.ts';
import { HttpError } from '../../errors.ts';
import type { InvoicesService } from '../invoices/service.ts';
import type { DashboardService } from './service.ts';

export interface DashboardOptions {
  service: DashboardService;
  invoices: InvoicesService;
}

/** Spec §7: the dashboard's cards, each for the acting client only. */
export const dashboardRoutes: FastifyPluginCallback<DashboardOptions> = (
  app,
  { service, invoices },
  done,
) => {
  endpoint(app, 'dashboardLocations', (request, _reply, session) =>
    service.locations(session.acting.id, request.query),
  );
  endpoint(app, 'dashboardInvoices', (request, _reply, session) => {
    if (!request.site.config.features.includes('invoices')) {
      throw new HttpError(404, 'NotFound', 'This site does not show invoices', 'FEATURE_DISABLED');
    }
    return invoices.summary(session.acting.id);
  });
  endpoint(app, 'consumptionStatistics', (request, _reply, session) =>
    service.monthStatistics(session.acting.id, 'consumption', request.query),
  );
  endpoint(app, 'productionStatistics', (request, _reply, session) =>
    service.monthStatistics(session.acting.id, 'production', request.query),
  );
  endpoint(app, 'yearlyConsumption', (request, _reply, session) =>
    service.yearlyConsumption(session.acting.id, request.query),
  );
  endpoint(app, 'spotStatistics', (request) => {
    if (!request.site.config.features.includes('spot-price')) {
      throw new HttpError(404, 'NotFound', 'This site does not show spot prices', 'FEATURE_DISABLED');
    }
    return service.spot(request.site.countryCode, request.query);
  });
  endpoint(app, 'expenses', (request, _reply, session) =>
    invoices.expenses(session.acting.id, Number(request.query.months ?? '12'), request.query.utilities),
  );
  done();
};
