import type { FastifyInstance } from 'fastify';
import type { BackgroundWork } from '../../background.ts';
import type { Db } from '../../db/connect.ts';
import type { Mailer } from '../../integrations/mailer.ts';
import type { PushDispatcher } from '../notifications/dispatcher.ts';
import { sandboxSupportRoutes } from '../sandbox/support.ts';
import { supportRepository } from './repository.ts';
import { supportRoutes } from './routes.ts';
import { supportService } from './service.ts';

/**
 * Support tickets. Customer service works them at `/sandbox/support` for now (a real desk, or a CRM
 * adapter, would call the same service); without the sandbox the customer's side still works.
 */
export async function registerSupport(
  app: FastifyInstance,
  options: {
    db: Db;
    now: () => Date;
    mailer: Mailer;
    background: BackgroundWork;
    sandbox: boolean;
    push?: PushDispatcher;
  },
): Promise<void> {
  const service = supportService({
    repository: supportRepository(options.db),
    now: options.now,
    ...(options.push ? { push: options.push } : {}),
  });
  await app.register(supportRoutes, { service });
  if (options.sandbox) {
    await app.register(sandboxSupportRoutes, {
      service,
      mailer: options.mailer,
      background: options.background,
    });
  }
}
