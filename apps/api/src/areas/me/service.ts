import type { FastifyBaseLogger } from 'fastify';
import {
  marketingChannels as channelOrder,
  marketingChannelsValid,
  type ChangeItem,
  type MarketingChannel,
  type Me,
  type MeUpdate,
  type VerificationFlag,
} from '@vool/api-client';
import { sha256 } from '../../crypto.ts';
import { validationError } from '../../errors.ts';
import { TtlCache, type CacheOptions } from '../../ttl-cache.ts';
import { singleInstance, type Invalidation } from '../../db/invalidation.ts';
import type { AuthenticatedActor } from '../settings/actor.ts';
import { recordChange } from '../settings/audit.ts';
import { assertRecentlyAuthenticated } from '../settings/freshness.ts';
import type { EmailChanges } from './email-change.ts';
import { internationalPhone } from './phone.ts';
import type { MeRepository } from './repository.ts';
import type { SiteOfRequest } from '../site/sites.ts';

export { emailChangeLifetimeMs } from './email-change.ts';

export interface MeServiceOptions {
  repository: MeRepository;
  emailChanges: EmailChanges;
  now: () => Date;
  /** Profiles are reused as briefly as sessions: this instance's own changes show at once. */
  cache: CacheOptions;
  /** Tells the other instances on the database which profile to read again (sessions.ts does the same). */
  invalidation?: Invalidation;
}

export type EmailConfirmation = 'confirmed' | 'expired' | 'taken';

/** Channels in one order, so the same choice is stored (and compared) the same way. */
const inOrder = (channels: readonly MarketingChannel[]) => channelOrder.filter((c) => channels.includes(c));

export function meService({
  repository,
  emailChanges,
  now,
  cache,
  invalidation = singleInstance,
}: MeServiceOptions) {
  const profiles = new TtlCache<number, Me>(cache);
  invalidation.subscribe('profile', (clientId) => {
    if (clientId === undefined) profiles.clear();
    else profiles.delete(Number(clientId));
  });
  const readAgain = async (clientId: number) => {
    profiles.delete(clientId);
    await invalidation.publish('profile', clientId);
  };

  const read = async (clientId: number): Promise<Me> => {
    const row = await repository.profile(clientId);
    const pendingEmail = await repository.pendingEmail(clientId, now());
    // A person's personal code came from their e-ID (or the registry behind it); an address is on
    // the client only once its owner followed the link mailed to it.
    const verifications: VerificationFlag[] = [
      ...(row.type === 'private' ? (['SsnVerified'] as const) : []),
      ...(row.email ? (['EmailVerified'] as const) : []),
    ];
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
      verifications,
      marketingChannels: inOrder(row.marketing_channels),
    };
  };

  return {
    profile: (clientId: number) => profiles.get(clientId, () => read(clientId)),

    /** Another area changed what the profile shows (a pending address). */
    forget(clientId: number) {
      void readAgain(clientId);
    },

    async update(log: FastifyBaseLogger, site: SiteOfRequest, actor: AuthenticatedActor, changes: MeUpdate) {
      const clientId = actor.clientId;
      const before = await repository.profile(clientId);
      // Everything is checked before anything is written: a bad phone leaves the language as it was.
      const phone = changes.phone ? internationalPhone(changes.phone, before.country_code) : changes.phone;
      if (changes.marketingChannels && !marketingChannelsValid(changes.marketingChannels)) {
        throw validationError('None cannot be chosen with another channel', 'MARKETING_NONE_ALONE', {
          '/marketingChannels': 'MARKETING_NONE_ALONE',
        });
      }
      const marketing = changes.marketingChannels && inOrder(changes.marketingChannels);
      const email = changes.email?.trim();
      const newEmail = email && email.toLowerCase() !== before.email?.toLowerCase() ? email : undefined;
      const clearEmail = changes.email === null && before.email !== null;
      if (newEmail || clearEmail) assertRecentlyAuthenticated(actor.authenticatedAt, now());
      const request = newEmail ? await emailChanges.prepare(site, actor, newEmail) : undefined;

      const changed: ChangeItem[] = [
        ...(phone !== undefined && phone !== before.phone ? (['Phone'] as const) : []),
        ...(changes.localeId !== undefined && changes.localeId !== before.locale_id
          ? (['Language'] as const)
          : []),
        ...(marketing && marketing.join() !== inOrder(before.marketing_channels).join()
          ? (['Marketing'] as const)
          : []),
        // A new address is recorded once confirmed; taking the address away is a change now.
        ...(clearEmail ? (['Email'] as const) : []),
      ];
      await repository.transaction(async (tx) => {
        await repository.update(tx, clientId, {
          ...(phone !== undefined ? { phone } : {}),
          ...(changes.localeId !== undefined ? { localeId: changes.localeId } : {}),
          ...(marketing ? { marketingChannels: marketing } : {}),
          clearEmail: changes.email === null,
        });
        if (request) await emailChanges.store(tx, request);
        for (const item of changed) await recordChange(tx, { ...actor, item, at: now() });
      });
      if (request) emailChanges.send(log, request);
      await readAgain(clientId);
    },

    async confirmEmail(
      siteId: number,
      token: string,
    ): Promise<{ result: EmailConfirmation; clientId?: number }> {
      const outcome = await repository.confirmEmailChange(sha256(token), siteId, now());
      if (outcome.result === 'confirmed') await readAgain(outcome.clientId);
      return outcome;
    },
  };
}

export type MeService = ReturnType<typeof meService>;
