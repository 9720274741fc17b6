import type { Selectable } from 'kysely';
import type { NotificationSetting, NotificationSettingInput, SpotAlert } from '@vool/api-client';
import type { Db } from '../../db/connect.ts';
import type { NotificationSettingTable } from '../../db/schema.ts';

/** `numeric` travels as text; the contract's numbers are JSON numbers. */
const numberOf = (value: string | null) => (value === null ? null : Number(value));
const textOf = (value: number | null) => (value === null ? null : String(value));

const settingColumns = ['id', 'subject', 'enabled', 'threshold', 'contact_ids'] as const;

type SettingRow = Pick<Selectable<NotificationSettingTable>, (typeof settingColumns)[number]>;

const toSetting = (row: SettingRow): NotificationSetting => ({
  id: row.id,
  subject: row.subject,
  enabled: row.enabled,
  threshold: numberOf(row.threshold),
  contactsIds: row.contact_ids,
});

const settingValues = (input: NotificationSettingInput) => ({
  subject: input.subject,
  enabled: input.enabled,
  threshold: textOf(input.threshold),
  contact_ids: JSON.stringify(input.contactsIds),
});

/** Spot-price alerts and notification settings. Every query is scoped to the acting client. */
export function notificationRepository(db: Db) {
  return {
    async spotAlert(clientId: number): Promise<SpotAlert | undefined> {
      const row = await db
        .selectFrom('spot_alerts')
        .select(['enabled', 'lower', 'upper', 'contact_ids'])
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return (
        row && {
          enabled: row.enabled,
          threshold: { lower: numberOf(row.lower), upper: numberOf(row.upper) },
          contactsIds: row.contact_ids,
        }
      );
    },

    async saveSpotAlert(tx: Db, clientId: number, alert: SpotAlert): Promise<void> {
      const values = {
        enabled: alert.enabled,
        lower: textOf(alert.threshold.lower),
        upper: textOf(alert.threshold.upper),
        contact_ids: JSON.stringify(alert.contactsIds),
      };
      await tx
        .insertInto('spot_alerts')
        .values({ client_id: clientId, ...values })
        .onConflict((conflict) => conflict.column('client_id').doUpdateSet(values))
        .execute();
    },

    async settings(clientId: number): Promise<NotificationSetting[]> {
      const rows = await db
        .selectFrom('notification_settings')
        .select(settingColumns)
        .where('client_id', '=', clientId)
        .orderBy('id')
        .execute();
      return rows.map(toSetting);
    },

    async setting(clientId: number, id: number): Promise<NotificationSetting | undefined> {
      const row = await db
        .selectFrom('notification_settings')
        .select(settingColumns)
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toSetting(row);
    },

    /** Undefined when the client already has a setting of this subject (the unique key holds it). */
    async createSetting(tx: Db, clientId: number, input: NotificationSettingInput) {
      const row = await tx
        .insertInto('notification_settings')
        .values({ client_id: clientId, ...settingValues(input) })
        .onConflict((conflict) => conflict.columns(['client_id', 'subject']).doNothing())
        .returning(settingColumns)
        .executeTakeFirst();
      return row && toSetting(row);
    },

    /** Undefined when the id is not one of the client's settings. */
    async updateSetting(tx: Db, clientId: number, id: number, input: NotificationSettingInput) {
      const row = await tx
        .updateTable('notification_settings')
        .set(settingValues(input))
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .returning(settingColumns)
        .executeTakeFirst();
      return row && toSetting(row);
    },
  };
}

export type NotificationRepository = ReturnType<typeof notificationRepository>;
