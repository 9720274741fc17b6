import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { outageRoutes } from './routes.ts';
import { outagesService } from './service.ts';

/** The outages, the meters' power events and the compensation tracker. */
export async function registerOutages(app: FastifyInstance, { db, now }: { db: Db; now: () => Date }) {
  await app.register(outageRoutes, { outages: outagesService(db, now) });
}
