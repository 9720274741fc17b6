import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { BackgroundWork } from '../../background.ts';
import { randomToken, sha256 } from '../../crypto.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import type { Mailer } from '../../integrations/mailer.ts';
import type { Actor } from '../settings/audit.ts';
import type { SiteOfRequest } from '../site/sites.ts';
import type { MeRepository } from './repository.ts';

/** How long a link confirming a new address works. */
export const emailChangeLifetimeMs = 24 * 60 * 60_000;
/** Changes of address one client may ask for per hour: each sends a mail to an address they name. */
const emailChangesPerHour = 5;

const hourBefore = (instant: Date) => new Date(instant.getTime() - 60 * 60_000);
const tooManyEmailChanges = () =>
  new HttpError(429, 'TooManyRequests', 'Too many address changes: try again in an hour', 'RATE_LIMITED');

/** A change of address checked and ready: stored with the rest of a change, mailed once that is saved. */
export interface EmailChangeRequest {
  site: SiteOfRequest;
  actor: Actor;
  email: string;
  token: string;
  /** Another customer of the site has the address: they get a notice, and the link works for no one. */
  taken: boolean;
}

export interface EmailChangeOptions {
  repository: MeRepository;
  mailer: Mailer;
  background: BackgroundWork;
  now: () => Date;
}

/**
 * A new address is mailed a link; it becomes the client's only when the link is followed. Both the
 * profile (`PUT /api/me`) and the contact list (`PUT /api/me/contacts`) ask for changes through here,
 * in three steps so a change that is refused stores and mails nothing: `prepare` before anything is
 * written, `store` in the caller's transaction, `send` after it has committed.
 */
export function emailChanges({ repository, mailer, background, now }: EmailChangeOptions) {
  return {
    async prepare(site: SiteOfRequest, actor: Actor, email: string): Promise<EmailChangeRequest> {
      if ((await repository.recentEmailChanges(actor.clientId, hourBefore(now()))) >= emailChangesPerHour) {
        throw tooManyEmailChanges();
      }
      const taken = await repository.emailTaken(site.id, email, actor.clientId);
      return { site, actor, email, token: randomToken(), taken };
    },

    /** Checks the hourly limit again as it stores (the client's row is held), for requests at once. */
    async store(tx: Transaction<Database>, request: EmailChangeRequest): Promise<void> {
      const current = now();
      const stored = await repository.requestEmailChange(
        tx,
        {
          // A taken address's link must work for no one: what is stored is not its token's hash.
          tokenHash: sha256(request.taken ? randomToken() : request.token),
          siteId: request.site.id,
          clientId: request.actor.clientId,
          actorId: request.actor.actorId,
          device: request.actor.device,
          email: request.email,
          createdAt: current,
          expiresAt: new Date(current.getTime() + emailChangeLifetimeMs),
        },
        { since: hourBefore(current), max: emailChangesPerHour },
      );
      if (!stored) throw tooManyEmailChanges();
    },

    /** The answer is the same whether or not the address is taken, so asking tells no one whose it is. */
    send(log: FastifyBaseLogger, { site, actor, email, token, taken }: EmailChangeRequest): void {
      const link = `${site.origin}/api/me/email/confirm?${new URLSearchParams({ token }).toString()}`;
      background.run('e-mail confirmation', () =>
        mailer.send(
          taken
            ? {
                siteId: site.id,
                to: email,
                subject: `Your address at ${site.company}`,
                body: `Hello,\n\nSomeone asked to use this address for another customer account at ${site.company}. It stays with your own account. If that was you, contact customer service.`,
              }
            : {
                siteId: site.id,
                to: email,
                subject: `Confirm your e-mail address at ${site.company}`,
                body: `Hello,\n\nConfirm that this is your address with this link. It works once, for 24 hours:\n${link}\n\nIf you did not ask for it, ignore this mail: nothing changes.`,
                link,
              },
        ),
      );
      log.info({ clientId: actor.clientId }, 'e-mail change asked for');
    },
  };
}

export type EmailChanges = ReturnType<typeof emailChanges>;
