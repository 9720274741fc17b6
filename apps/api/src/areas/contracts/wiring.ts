import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect.ts';
import type { DrawPdf } from '../../pdfs/jobs.ts';
import { moveOutService } from './move-out.ts';
import { productsService } from './products.ts';
import { contractRoutes } from './routes.ts';
import { contractsService } from './service.ts';
import { whatIfService } from './what-if.ts';

export interface ContractsOptions {
  db: Db;
  now: () => Date;
  draw: DrawPdf;
}

/** The contracts' and products' reads, the what-if and the move-out notice. */
export async function registerContracts(
  app: FastifyInstance,
  { db, now, draw }: ContractsOptions,
): Promise<void> {
  await app.register(contractRoutes, {
    contracts: contractsService(db, now),
    products: productsService(db, now),
    whatIf: whatIfService(db, now),
    moveOut: moveOutService(db, now),
    draw,
  });
}
