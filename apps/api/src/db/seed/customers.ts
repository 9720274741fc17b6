import type { Transaction } from 'kysely';
import type { MarketingChannel } from '@vool/api-client';
import type { Database } from '../schema.ts';
import type { Random } from './random.ts';
import {
  address,
  ascii,
  bankAccount,
  businessCode,
  companyName,
  personalCode,
  personName,
  phone,
  type Country,
} from './people.ts';

/**
 * The people every site has, by role. Tests and the sandbox e-ID page rely on these roles:
 * the representative acts for two companies besides themself, the second customer for a third one,
 * the new customer has nothing yet.
 */
export const personRoles = ['representative', 'customer', 'new-customer', 'customer', 'customer'] as const;

/** What the people (by the index of their role) and the first company have agreed to; others none. */
const peopleMarketing: Array<MarketingChannel[] | undefined> = [
  ['Email', 'Gsm'],
  undefined,
  undefined,
  ['Email'],
  ['Post', 'PushNotification'],
];
const companyMarketing: MarketingChannel[] = ['Email', 'Post'];

export async function seedCustomers(
  tx: Transaction<Database>,
  random: Random,
  site: { id: number; index: number; theme_id: string; country_code: string; default_locale_id: string },
): Promise<void> {
  const country = site.country_code as Country;
  let sequence = 0;
  const nextCode = () => `${String(site.index + 1).padStart(2, '0')}${String(++sequence).padStart(4, '0')}`;
  const emails = new Set<string>();
  const emailFor = (local: string) => {
    let candidate = local;
    for (let n = 2; emails.has(candidate); n++) candidate = `${local}${n}`;
    emails.add(candidate);
    return `${candidate}@${site.theme_id}.example`;
  };

  const insertClient = async (values: {
    type: 'private' | 'legal';
    name: string;
    registry: string;
    email: string;
    isNew: boolean;
    marketing?: MarketingChannel[];
  }) => {
    const row = await tx
      .insertInto('clients')
      .values({
        site_id: site.id,
        client_code: nextCode(),
        type: values.type,
        name: values.name,
        registry_code: values.registry,
        country_code: country,
        email: values.email,
        phone: phone(random, country),
        locale_id: null,
        is_new_customer: values.isNew,
        marketing_channels: JSON.stringify(values.marketing ?? ['None']),
      })
      .returning(['id', 'name', 'email', 'phone'])
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('contacts')
      .values([
        { client_id: row.id, type: 'Email', name: row.name, value: row.email!, is_primary: true },
        { client_id: row.id, type: 'Gsm', name: row.name, value: row.phone!, is_primary: true },
      ])
      .execute();
    const home = address(random, country);
    const addresses: Array<typeof home & { type: 'postal' | 'billing' }> = [{ ...home, type: 'postal' }];
    if (values.type === 'legal') addresses.push({ ...address(random, country), type: 'billing' as const });
    await tx
      .insertInto('addresses')
      .values(
        addresses.map((a) => ({
          client_id: row.id,
          type: a.type,
          street: a.street,
          city: a.city,
          postal_code: a.postalCode,
          country_code: country,
        })),
      )
      .execute();
    if (!values.isNew) {
      const count = random.int(1, 2);
      for (let i = 0; i < count; i++) {
        const account = bankAccount(random, country);
        await tx
          .insertInto('bank_accounts')
          .values({
            client_id: row.id,
            iban: account.iban,
            bank_name: account.bankName,
            bic: account.bic,
            holder_name: row.name,
            is_default: i === 0,
          })
          .execute();
      }
    }
    return row.id;
  };

  const people: Array<{ id: number; last: string }> = [];
  for (const [index, role] of personRoles.entries()) {
    const { first, last } = personName(random, country);
    const id = await insertClient({
      type: 'private',
      name: `${first} ${last}`,
      registry: personalCode(random, country),
      email: emailFor(`${ascii(first)}.${ascii(last)}`),
      isNew: role === 'new-customer',
      marketing: peopleMarketing[index],
    });
    people.push({ id, last });
  }

  const company = async (
    owner: { id: number; last: string },
    role: string,
    marketing?: MarketingChannel[],
  ) => {
    const name = companyName(random, country, owner.last);
    const id = await insertClient({
      type: 'legal',
      name,
      registry: businessCode(random, country),
      email: emailFor(ascii(name).slice(0, 24)),
      isNew: false,
      marketing,
    });
    await tx
      .insertInto('representations')
      .values({ representative_id: owner.id, client_id: id, role })
      .execute();
  };
  await company(people[0]!, 'board member', companyMarketing);
  await company(people[0]!, 'authorised person');
  await company(people[1]!, 'board member');
}
