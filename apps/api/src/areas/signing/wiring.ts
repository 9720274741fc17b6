import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect.ts';
import type { DrawPdf } from '../../pdfs/jobs.ts';
import { SandboxSigning, type SandboxSigningTiming } from '../../integrations/sandbox-signing.ts';
import { signingLifetimeSeconds } from '@vool/api-client';
import { sandboxSigningRoutes } from '../sandbox/signing.ts';
import { signingsRepository } from './repository.ts';
import { signingRoutes } from './routes.ts';
import { signingService } from './service.ts';

export const defaultSigningTiming: SandboxSigningTiming = {
  lifetimeMs: signingLifetimeSeconds * 1000,
  answerDelayMs: 1_500,
};

/**
 * Signing contracts. Only the sandbox gateway exists so far: without the sandbox there is no gateway,
 * and the API refuses to start a signing (a real adapter goes here, behind the same interface).
 */
export async function registerSigning(
  app: FastifyInstance,
  options: {
    db: Db;
    secret: string;
    now: () => Date;
    sandbox: boolean;
    timing?: Partial<SandboxSigningTiming>;
    draw: DrawPdf;
  },
): Promise<void> {
  const { db, secret, now, sandbox, draw } = options;
  const gateway = new SandboxSigning(db, secret, now, { ...defaultSigningTiming, ...options.timing });
  const service = signingService({ db, repository: signingsRepository(db), gateway, now, draw });
  await app.register(signingRoutes, { service, gateway: sandbox });
  if (sandbox) await app.register(sandboxSigningRoutes, { gateway });
}
