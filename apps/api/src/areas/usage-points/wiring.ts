import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { hasTrigrams, usagePointsRepository } from './repository.ts';
import { usagePointRoutes } from './routes.ts';
import { usagePointsService } from './service.ts';

/**
 * Usage point listing and search. Whether the database has pg_trgm is looked up once, at start: the
 * extension comes with a migration, not while the server runs.
 */
export async function registerUsagePoints(app: FastifyInstance, { db, now }: { db: Db; now: () => Date }) {
  const repository = usagePointsRepository(db, { trigram: await hasTrigrams(db) });
  await app.register(usagePointRoutes, { service: usagePointsService(repository, now) });
}
