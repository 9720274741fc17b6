import type { FastifyBaseLogger } from 'fastify';
import {
  contactProblems,
  type ChangeItem,
  type ContactInput,
  type Contacts,
  type ContactsUpdate,
  type PrimaryContacts,
} from '@vool/api-client';
import { HttpError, validationError } from '../../errors.ts';
import type { EmailChanges } from '../me/email-change.ts';
import { internationalPhone } from '../me/phone.ts';
import type { MeService } from '../me/service.ts';
import type { SiteOfRequest } from '../site/sites.ts';
import type { AuthenticatedActor } from './actor.ts';
import { recordChange } from './audit.ts';
import { changedItems } from './contacts-changes.ts';
import type { ContactsRepository, ContactToStore } from './contacts-repository.ts';
import { assertRecentlyAuthenticated } from './freshness.ts';

export interface ContactsServiceOptions {
  repository: ContactsRepository;
  emailChanges: EmailChanges;
  /** The profile shows the pending address too; it is told when one is asked for here. */
  profile: MeService;
  now: () => Date;
}

const isPhone = (type: string) => type === 'Phone' || type === 'Gsm';

/** The first problem names the answer's code; every problem marks its field with its own. */
function assertNoProblems(contacts: ContactInput[]) {
  const problems = contactProblems(contacts);
  const first = Object.values(problems)[0];
  if (first) throw validationError('The contacts break a contact rule', first, problems);
  const seen = new Set<number>();
  contacts.forEach((contact, i) => {
    if (contact.id === undefined) return;
    if (seen.has(contact.id)) {
      throw validationError('A contact is listed twice', 'DUPLICATE_CONTACT', {
        [`/contacts/${i}/id`]: 'DUPLICATE_CONTACT',
      });
    }
    seen.add(contact.id);
  });
}

export function contactsService({ repository, emailChanges, profile, now }: ContactsServiceOptions) {
  async function read(clientId: number): Promise<Contacts> {
    const [rows, owner, me] = await Promise.all([
      repository.list(clientId),
      repository.owner(clientId),
      profile.profile(clientId),
    ]);
    return {
      contacts: rows.map((r) => ({
        id: r.id,
        type: r.type,
        name: r.name,
        value: r.value,
        primary: r.is_primary,
      })),
      preference: owner.contact_preference,
      ...(me.pendingEmail ? { pendingEmail: me.pendingEmail } : {}),
    };
  }

  return {
    read,

    /** The primary e-mail and phone (a mobile before a landline), else the profile's own. */
    async primary(clientId: number): Promise<PrimaryContacts> {
      const [rows, owner] = await Promise.all([repository.list(clientId), repository.owner(clientId)]);
      const primary = (type: string) => rows.find((r) => r.is_primary && r.type === type)?.value;
      return {
        email: primary('Email') ?? owner.email,
        phone: primary('Gsm') ?? primary('Phone') ?? owner.phone,
      };
    },

    /**
     * Replaces the list in one transaction, after every check. An e-mail contact naming a new address
     * does not change it: the address is mailed a link (the profile's flow), and the contact keeps the
     * confirmed address until the link is followed.
     */
    async update(
      log: FastifyBaseLogger,
      site: SiteOfRequest,
      actor: AuthenticatedActor,
      body: ContactsUpdate,
    ): Promise<Contacts> {
      const clientId = actor.clientId;
      assertNoProblems(body.contacts);
      const [existing, owner, me] = await Promise.all([
        repository.list(clientId),
        repository.owner(clientId),
        profile.profile(clientId),
      ]);
      // The address already waiting for its link is not asked for again by saving the rest of the list.
      const waiting = me.pendingEmail?.toLowerCase();
      const own = new Set(existing.map((c) => c.id));
      if (body.contacts.some((c) => c.id !== undefined && !own.has(c.id))) {
        throw new HttpError(404, 'NotFound', 'No such contact', 'CONTACT_NOT_FOUND');
      }
      let newEmail: string | undefined;
      const toStore: ContactToStore[] = [];
      body.contacts.forEach((contact, i) => {
        const name = contact.name.trim().replace(/\s+/g, ' ');
        const value = contact.value.trim().replace(/\s+/g, ' ');
        if (isPhone(contact.type)) {
          toStore.push({
            ...contact,
            name,
            value: internationalPhone(value, owner.country_code, `/contacts/${i}/value`),
          });
        } else if (contact.type === 'Email' && value.toLowerCase() !== owner.email?.toLowerCase()) {
          if (value.toLowerCase() !== waiting) newEmail = value;
          // Without a confirmed address there is nothing to keep: the contact comes with the confirmation.
          if (owner.email) toStore.push({ ...contact, name, value: owner.email });
        } else {
          toStore.push({
            ...contact,
            name,
            value: contact.type === 'Email' ? (owner.email ?? value) : value,
          });
        }
      });
      if (newEmail) assertRecentlyAuthenticated(actor.authenticatedAt, now());
      const request = newEmail ? await emailChanges.prepare(site, actor, newEmail) : undefined;

      const items: ChangeItem[] = changedItems(existing, owner.contact_preference, toStore, body.preference);
      await repository.transaction(async (tx) => {
        await repository.replace(tx, clientId, toStore, body.preference);
        if (request) await emailChanges.store(tx, request);
        for (const item of items) await recordChange(tx, { ...actor, item, at: now() });
      });
      if (request) {
        emailChanges.send(log, request);
        profile.forget(clientId);
      }
      return read(clientId);
    },
  };
}

export type ContactsService = ReturnType<typeof contactsService>;
