import type { FastifyBaseLogger } from 'fastify';
import type { Me, MeUpdate } from '@vool/api-client';
import type { BackgroundWork } from '../../background.ts';
import { randomToken, sha256 } from '../../crypto.ts';
import { HttpError } from '../../errors.ts';
import type { Mailer } from '../../integrations/mailer.ts';
import { TtlCache, type CacheOptions } from '../../ttl-cache.ts';
import { internationalPhone } from './phone.ts';
import type { MeRepository } from './repository.ts';
import type { SiteOfRequest } from '../site/sites.ts';

/** How long a link confirming a new address works. */
export const emailChangeLifetimeMs = 24 * 60 * 60_000;
/** Changes of address one client may ask for per hour: each sends a mail to an address they name. */
const emailChangesPerHour = 5;

export interface MeServiceOptions {
  repository: MeRepository;
  mailer: Mailer;
  background: BackgroundWork;
  now: () => Date;
  /** Profiles are reused as briefly as sessions: this instance's own changes show at once. */
  cache: CacheOptions;
}

export type EmailConfirmation = 'confirmed' | 'expired' | 'taken';

const hourBefore = (instant: Date) => new Date(instant.getTime() - 60 * 60_000);
const tooManyEmailChanges = () =>
  new HttpError(429, 'TooManyRequests', 'Too many address changes: try again in an hour', 'RATE_LIMITED');

export function meService({ repository, mailer, background, now, cache }: MeServiceOptions) {
  const profiles = new TtlCache<number, Me>(cache);

  const read = async (clientId: number): Promise<Me> => {
    const row = await repository.profile(clientId);
    const pendingEmail = await repository.pendingEmail(clientId, now());
    return {
      clientCode: row.client_code,
      name: row.name,
      type: row.type,
      registryCode: row.registry_code,
      countryCode: row.country_code,
      email: row.email,
      ...(pendingEmail ? { pendingEmail } : {}),
      phone: row.phone,
      localeId: row.locale_id,
      isNewCustomer: row.is_new_customer,
    };
  };

  /**
   * A new address is mailed a link; it becomes the client's only when the link is followed. An address
   * another customer has gets a notice instead of a link, and the answer is the same either way, so
   * asking tells no one whose address it is.
   */
  async function askForEmailChange(
    log: FastifyBaseLogger,
    site: SiteOfRequest,
    clientId: number,
    email: string,
  ) {
    const current = now();
    const token = randomToken();
    const taken = await repository.emailTaken(site.id, email, clientId);
    const stored = await repository.requestEmailChange(
      {
        tokenHash: sha256(taken ? randomToken() : token),
        siteId: site.id,
        clientId,
        email,
        createdAt: current,
        expiresAt: new Date(current.getTime() + emailChangeLifetimeMs),
      },
      { since: hourBefore(current), max: emailChangesPerHour },
    );
    if (!stored) throw tooManyEmailChanges();
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
    log.info({ clientId }, 'e-mail change asked for');
  }

  // Asked before anything changes, so a refused request changes nothing; requestEmailChange checks
  // again as it stores, for requests at once.
  async function assertMayAskForEmailChange(clientId: number) {
    if ((await repository.recentEmailChanges(clientId, hourBefore(now()))) >= emailChangesPerHour) {
      throw tooManyEmailChanges();
    }
  }

  return {
    profile: (clientId: number) => profiles.get(clientId, () => read(clientId)),

    async update(log: FastifyBaseLogger, site: SiteOfRequest, clientId: number, changes: MeUpdate) {
      const before = await repository.profile(clientId);
      // Everything is checked before anything is written: a bad phone leaves the language as it was.
      const phone = changes.phone ? internationalPhone(changes.phone, before.country_code) : changes.phone;
      const email = changes.email?.trim();
      const newEmail = email && email.toLowerCase() !== before.email?.toLowerCase() ? email : undefined;
      if (newEmail) await assertMayAskForEmailChange(clientId);
      await repository.update(clientId, {
        ...(phone !== undefined ? { phone } : {}),
        ...(changes.localeId !== undefined ? { localeId: changes.localeId } : {}),
        clearEmail: changes.email === null,
      });
      if (newEmail) await askForEmailChange(log, site, clientId, newEmail);
      profiles.delete(clientId);
    },

    async confirmEmail(
      siteId: number,
      token: string,
    ): Promise<{ result: EmailConfirmation; clientId?: number }> {
      const outcome = await repository.confirmEmailChange(sha256(token), siteId, now());
      if (outcome.result === 'confirmed') profiles.delete(outcome.clientId);
      return outcome;
    },
  };
}

export type MeService = ReturnType<typeof meService>;
