import type { LocaleId, NotificationSubjectId } from '@vool/api-client';
import type { Db } from '../../db/connect.ts';

/** An alert switched on, with the language its client reads (null: the site's default). */
interface EnabledAlert {
  clientId: number;
  locale: LocaleId | null;
  contactIds: number[];
}

export interface EnabledSpotAlert extends EnabledAlert {
  lower: number | null;
  upper: number | null;
}

export interface EnabledSetting extends EnabledAlert {
  subject: NotificationSubjectId;
  threshold: number | null;
}

const numberOf = (value: string | null) => (value === null ? null : Number(value));

/** What the evaluator goes through: every alert switched on, of one site's clients. */
export function notificationAlerts(db: Db) {
  return {
    async spotAlerts(siteId: number): Promise<EnabledSpotAlert[]> {
      const rows = await db
        .selectFrom('spot_alerts as a')
        .innerJoin('clients as c', 'c.id', 'a.client_id')
        .select(['a.client_id', 'c.locale_id', 'a.lower', 'a.upper', 'a.contact_ids'])
        .where('c.site_id', '=', siteId)
        .where('a.enabled', '=', true)
        .orderBy('a.client_id')
        .execute();
      return rows.map((row) => ({
        clientId: row.client_id,
        locale: row.locale_id,
        contactIds: row.contact_ids,
        lower: numberOf(row.lower),
        upper: numberOf(row.upper),
      }));
    },

    async settings(siteId: number): Promise<EnabledSetting[]> {
      const rows = await db
        .selectFrom('notification_settings as s')
        .innerJoin('clients as c', 'c.id', 's.client_id')
        .select(['s.client_id', 'c.locale_id', 's.subject', 's.threshold', 's.contact_ids'])
        .where('c.site_id', '=', siteId)
        .where('s.enabled', '=', true)
        .orderBy('s.id')
        .execute();
      return rows.map((row) => ({
        clientId: row.client_id,
        locale: row.locale_id,
        contactIds: row.contact_ids,
        subject: row.subject,
        threshold: numberOf(row.threshold),
      }));
    },
  };
}

export type NotificationAlerts = ReturnType<typeof notificationAlerts>;
