import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { feedbackRepository } from './repository.ts';
import { feedbackRoutes } from './routes.ts';
import { feedbackService } from './service.ts';

/** Feedback: its topics and `POST /api/feedback`, stored per site and acting client. */
export async function registerFeedback(app: FastifyInstance, options: { db: Db; now: () => Date }) {
  const service = feedbackService({ repository: feedbackRepository(options.db), now: options.now });
  await app.register(feedbackRoutes, { service });
}
