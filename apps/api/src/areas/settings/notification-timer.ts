import type { FastifyInstance } from 'fastify';
import type { BackgroundWork } from '../../background.ts';
import type { SiteContext } from '../site/sites.ts';
import type { NotificationEvaluator } from './notification-evaluator.ts';

export interface NotificationTimerOptions {
  sites: readonly SiteContext[];
  evaluator: NotificationEvaluator;
  now: () => Date;
  everyMs: number;
  background: BackgroundWork;
}

/**
 * Runs the evaluator over every site every `everyMs`, as background work (closing the app waits for a
 * run under way). A run still going when the next is due is not doubled; the timer does not keep the
 * process alive and stops when the app closes. Several instances may each run it: the delivery rows
 * make every message go once.
 */
export function startNotificationTimer(app: FastifyInstance, options: NotificationTimerOptions): void {
  const { sites, evaluator, now, everyMs, background } = options;
  let running = false;
  let closing = false;
  const timer = setInterval(() => {
    if (running || closing) return;
    running = true;
    background.run('notifications', async () => {
      try {
        for (const site of sites) {
          if (closing) return;
          await evaluator.evaluateNotifications(site, now());
        }
      } finally {
        running = false;
      }
    });
  }, everyMs);
  timer.unref();
  app.addHook('preClose', (done) => {
    closing = true;
    clearInterval(timer);
    done();
  });
}
