import type { FastifyBaseLogger } from 'fastify';
import type { LocaleId } from '@vool/api-client';
import type { Db } from '../../db/connect.ts';
import { lastCompleteDay } from '../../energy/availability.ts';
import { sumDays } from '../../energy/statistics.ts';
import { dayOf, formatDay } from '../../energy/time.ts';
import { invoicesRepository } from '../invoices/repository.ts';
import { locationsRepository } from '../locations/repository.ts';
import { toPointModel } from '../locations/usage-points.ts';
import type { SiteContext } from '../site/sites.ts';
import { notificationAlerts, type EnabledSetting } from './notification-alerts.ts';
import { notificationContacts } from './notification-contacts.ts';
import { deliver, type Delivery, type Outbound } from './notification-delivery.ts';
import {
  consumptionMessage,
  invoiceMessage,
  spotMessage,
  type Message,
  type PlaceConsumption,
} from './notification-messages.ts';
import { outageNews } from './notification-outages.ts';
import { hoursOutside, tomorrowsHours } from './notification-spot.ts';
import { addressLine } from './outage-addresses.ts';
import type { PushDispatcher } from '../notifications/dispatcher.ts';
import { spotNotice } from '../notifications/producers.ts';

export interface EvaluatorDeps {
  db: Db;
  outbound: Outbound;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The spot-price alert also goes to the client's devices (push notifications). */
  push?: Pick<PushDispatcher, 'notify'>;
}

/** How many days ahead of its due date an unpaid invoice is reminded of. */
const reminderDays = 3;

/** Whether the site has the notifications tab at all: nothing is told that its customers cannot switch off. */
const notificationsOn = (site: SiteContext) => {
  const { features } = site.config;
  return (
    features.includes('user-settings') &&
    (features.includes('contract-management-disabled') || features.includes('spot-price'))
  );
};

/**
 * Goes through every alert switched on of a site's clients and sends what is due at `now`. Days are the
 * site's local days: the three countries' zones all keep Eastern European Time, which src/energy/time.ts
 * computes, clock changes included. Running it again sends nothing twice (notification-delivery.ts).
 */
export function notificationEvaluator({ db, outbound, log, push }: EvaluatorDeps) {
  const alerts = notificationAlerts(db);
  const contacts = notificationContacts(db);
  const locations = locationsRepository(db);
  const invoices = invoicesRepository(db);
  const outages = outageNews(db);

  /**
   * Sends one occasion to the alert's contacts that still exist; a failure is logged and left for the
   * next run, and the other clients go on.
   */
  async function send(
    site: SiteContext,
    alert: { clientId: number; contactIds: number[] },
    occasion: { subject: string; key: string; message: Message; at: Date },
  ): Promise<Delivery | undefined> {
    try {
      const reachable = await contacts.reachable(alert.clientId, alert.contactIds);
      return await deliver(db, outbound, {
        site,
        clientId: alert.clientId,
        contacts: reachable,
        ...occasion,
      });
    } catch (error) {
      log.error({ err: error, clientId: alert.clientId, subject: occasion.subject }, 'notification failed');
      return undefined;
    }
  }

  async function spotPrices(site: SiteContext, at: Date): Promise<Array<Delivery | undefined>> {
    const tomorrow = tomorrowsHours(site.countryCode, at.getTime());
    if (!tomorrow) return [];
    const key = formatDay(tomorrow.day);
    const out = [];
    for (const alert of await alerts.spotAlerts(site.id)) {
      const threshold = { lower: alert.lower, upper: alert.upper };
      const { below, above } = hoursOutside(tomorrow.hours, threshold);
      if (below.length + above.length === 0) continue;
      const message = spotMessage(
        alert.locale ?? site.config.default_locale_id,
        key,
        tomorrow.hours,
        threshold,
      );
      out.push(await send(site, alert, { subject: 'SpotPrice', key, message, at }));
      // On the client's devices too (told once per day however often this runs); a failure is logged.
      const crossing = {
        siteId: site.id,
        clientId: alert.clientId,
        day: key,
        hours: tomorrow.hours,
        threshold,
      };
      await push?.notify(spotNotice(crossing)).catch((error: unknown) => {
        log.error({ err: error, clientId: alert.clientId }, 'spot-price push failed');
      });
    }
    return out;
  }

  /** Each usage point's consumption yesterday, once every point has the whole day; undefined before. */
  async function yesterdays(clientId: number, now: number): Promise<PlaceConsumption[] | undefined> {
    const yesterday = dayOf(now) - 1;
    const places = await locations.locations(clientId);
    const points = places.flatMap((place) => place.points.map((point) => ({ place, point })));
    if (points.some(({ point }) => lastCompleteDay(point.utility, now) < yesterday)) return undefined;
    return points.map(({ place, point }) => ({
      address: addressLine(place),
      utility: point.utility,
      kwh: sumDays(toPointModel(point, place), 'consumption', yesterday, yesterday, now) / 1000,
    }));
  }

  async function consumption(site: SiteContext, setting: EnabledSetting, locale: LocaleId, at: Date) {
    const limit = setting.threshold;
    if (limit === null) return [];
    const over =
      (await yesterdays(setting.clientId, at.getTime()))?.filter((place) => place.kwh > limit) ?? [];
    if (over.length === 0) return [];
    const key = formatDay(dayOf(at.getTime()) - 1);
    const message = consumptionMessage(locale, key, over, limit);
    return [await send(site, setting, { subject: 'Consumption', key, message, at })];
  }

  async function invoiceReminders(site: SiteContext, setting: EnabledSetting, locale: LocaleId, at: Date) {
    const today = dayOf(at.getTime());
    const [from, to] = [formatDay(today), formatDay(today + reminderDays)];
    const due = (await invoices.invoices(setting.clientId)).filter(
      (row) =>
        row.status === 'unpaid' &&
        row.paid_cents < row.amount_cents &&
        row.due_date >= from &&
        row.due_date <= to,
    );
    const out = [];
    for (const row of due) {
      const message = invoiceMessage(locale, {
        invoiceNumber: row.invoice_number,
        dueDate: row.due_date,
        openCents: row.amount_cents - row.paid_cents,
        reference: row.reference,
      });
      // Keyed by the due date too: a postponed invoice is reminded of again before its new date.
      const key = `${row.invoice_number}/${row.due_date}`;
      out.push(await send(site, setting, { subject: 'Invoice', key, message, at }));
    }
    return out;
  }

  return {
    /** What was sent, occasion by occasion. */
    async evaluateNotifications(site: SiteContext, now: Date): Promise<Delivery[]> {
      if (!notificationsOn(site)) return [];
      const { features } = site.config;
      const sent: Array<Delivery | undefined> = features.includes('spot-price')
        ? await spotPrices(site, now)
        : [];
      for (const setting of await alerts.settings(site.id)) {
        const locale = setting.locale ?? site.config.default_locale_id;
        if (setting.subject === 'Consumption') sent.push(...(await consumption(site, setting, locale, now)));
        if (setting.subject === 'Invoice' && features.includes('invoices')) {
          sent.push(...(await invoiceReminders(site, setting, locale, now)));
        }
        if (setting.subject === 'Outage') {
          for (const { key, message } of await outages(site, setting.clientId, locale, now)) {
            sent.push(await send(site, setting, { subject: 'Outage', key, message, at: now }));
          }
        }
      }
      return sent.filter((delivery): delivery is Delivery => delivery !== undefined);
    },
  };
}

export type NotificationEvaluator = ReturnType<typeof notificationEvaluator>;
