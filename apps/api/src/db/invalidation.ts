import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from './connect.ts';
import { advisoryLocks } from './advisory-locks.ts';

/** Drops `key` from a cache, or everything in it when `key` is undefined (messages may have been missed). */
export type Drop = (key: string | undefined) => void;

/**
 * What the instances on one database tell each other: "drop this from your cache" (a session signed
 * out, switched or confirmed again, a profile changed) and which one runs the periodic sweeps.
 */
export interface Invalidation {
  /** Tells every other instance to drop `key` from its cache named `topic`; never throws. */
  publish(topic: string, key: string | number): Promise<void>;
  /** What this instance drops when another publishes on `topic`. */
  subscribe(topic: string, drop: Drop): void;
  /**
   * Whether this instance runs the periodic sweeps (notifications, outage announcements, the sandbox
   * bank): one instance at a time does, so each run happens once rather than once per instance.
   */
  leads(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * PGlite is one process's database, so the instance is the only one: there is no one to tell, and it
 * always leads. Nothing changes in its behaviour.
 */
export const singleInstance: Invalidation = {
  publish: () => Promise.resolve(),
  subscribe: () => undefined,
  leads: () => Promise.resolve(true),
  close: () => Promise.resolve(),
};

const channel = 'vool_cache';

interface Log {
  warn(object: object, message: string): void;
}

/**
 * PostgreSQL LISTEN/NOTIFY on one connection of its own per instance (a pool's connections come and
 * go, and LISTEN holds for its connection's life). Publishing is `pg_notify` through the app's pool,
 * after the change it announces has been written, so a receiver that reads again reads the change.
 * The same connection holds the sweeps' session-level advisory lock: the instance that holds it leads
 * until its connection ends (it stops, crashes or loses the network), and then another takes it.
 *
 * When the connection drops, every subscriber drops everything (a message may have gone by meanwhile),
 * and it connects again after 0.5 s, then up to 10 s apart; until then `CACHE_MS` still bounds staleness.
 */
export class PostgresInvalidation implements Invalidation {
  private readonly instance = randomUUID();
  private readonly subscribers = new Map<string, Drop[]>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private leading = false;
  private closed = false;
  private retryMs = 500;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly db: Db,
    private readonly log: Log,
  ) {}

  /** Connects and listens; a failure is logged and retried, as a dropped connection is. */
  start(): Promise<void> {
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  subscribe(topic: string, drop: Drop): void {
    this.subscribers.set(topic, [...(this.subscribers.get(topic) ?? []), drop]);
  }

  async publish(topic: string, key: string | number): Promise<void> {
    const payload = JSON.stringify([this.instance, topic, String(key)]);
    try {
      await sql`select pg_notify(${channel}, ${payload})`.execute(this.db);
    } catch (error) {
      // The change itself is written; other instances then see it within CACHE_MS.
      this.log.warn({ err: error, topic }, 'cache invalidation not sent');
    }
  }

  async leads(): Promise<boolean> {
    const client = this.client;
    if (!client) return false;
    if (this.leading) return true;
    try {
      const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [
        advisoryLocks.sweeps,
      ]);
      // Still the same connection: a lock taken on one that has since dropped is gone with it.
      this.leading = rows[0]?.taken === true && this.client === client;
    } catch {
      this.leading = false;
    }
    return this.leading;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    this.leading = false;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', (error) => {
      this.lost(client, error);
    });
    client.on('end', () => {
      this.lost(client);
    });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) this.received(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      this.lost(client, error);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = 500;
    // Whatever was published while this instance was not listening is unknown: start afresh.
    this.dropEverything();
  }

  private received(payload: string) {
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if (!Array.isArray(message) || message.length !== 3) return;
    const [from, topic, key] = message as [unknown, unknown, unknown];
    // This instance changed its own cache already when it made the change.
    if (from === this.instance || typeof topic !== 'string' || typeof key !== 'string') return;
    for (const drop of this.subscribers.get(topic) ?? []) drop(key);
  }

  private lost(client: pg.Client, error?: unknown) {
    if (this.client === client) {
      this.client = undefined;
      this.leading = false;
      this.dropEverything();
    } else if (this.client) {
      return; // an old connection's last words
    }
    if (this.closed || this.retry) return;
    if (error) this.log.warn({ err: error }, 'cache invalidation connection lost; connecting again');
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.start();
    }, this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, 10_000);
  }

  private dropEverything() {
    for (const drops of this.subscribers.values()) for (const drop of drops) drop(undefined);
  }
}
