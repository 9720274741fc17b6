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
  /** Whether this instance runs the periodic sweeps now (one of many does); always, when absent. */
  leads?: () => Promise<boolean>;
}

/**
 * Runs the evaluator over every site every `everyMs`, as background work (closing the app waits for a
 * run under way). A run still going when the next is due is not doubled; the timer does not keep the
 * process alive and stops when the app closes. Of several instances only the one that `leads` runs it;
 * should two overlap for a moment (a leader's connection dropped unnoticed), the delivery rows still
 * make every message go once.
 */
export function startNotificationTimer(app: FastifyInstance, options: NotificationTimerOptions): void {
  const { sites, evaluator, now, everyMs, background, leads } = options;
  let running = false;
  let closing = false;
  const timer = setInterval(() => {
    if (running || closing) return;
    running = true;
    background.run('notifications', async () => {
      try {
        if (leads && !(await leads())) return;
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
