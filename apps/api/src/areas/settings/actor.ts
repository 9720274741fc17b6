import type { FastifyRequest } from 'fastify';
import type { ActiveSession } from '../auth/sessions.ts';
import { deviceOf, type Actor } from './audit.ts';

/** An actor with when they last proved who they are: bank and e-mail changes need it recent. */
export interface AuthenticatedActor extends Actor {
  authenticatedAt: Date;
}

/**
 * Who is changing the acting client's settings: the signed-in user (a representative, when acting for
 * a company), from which device, and when they last proved who they are. Always from the session,
 * never from the request's body.
 */
export const actorOf = (request: FastifyRequest, session: ActiveSession): AuthenticatedActor => ({
  clientId: session.acting.id,
  actorId: session.user.id,
  device: deviceOf(request.headers['user-agent']),
  authenticatedAt: session.authenticatedAt,
});
