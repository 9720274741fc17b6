import type { ColumnType, Generated } from 'kysely';
import type { PushKind } from '@vool/api-client';

type Json<T> = ColumnType<T, string, string>;

/** The push vendor's VAPID key pair of a site (base64url, as `web-push` makes them), made once. */
export interface PushVapidKeyTable {
  site_id: number;
  public_key: string;
  private_key: string;
  created_at: Date;
}

/** The installation-identity vendor's installations: one per app install (browser profile). */
export interface PushInstallationTable {
  id: Generated<number>;
  site_id: number;
  /** The installation id the browser made: 22 characters of base64url. */
  fid: string;
  app_id: string;
  metadata: ColumnType<Record<string, string>, string | undefined, string>;
  refresh_token_hash: string;
  created_at: Date;
  updated_at: Date;
}

/** The push vendor's registrations: a push token and the Web Push subscription it stands for. */
export interface PushRegistrationTable {
  token: string;
  site_id: number;
  installation_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Date;
  updated_at: Date;
}

/** A push token linked to a client (`set-token`): the client's devices. */
export interface PushDeviceTable {
  id: Generated<number>;
  site_id: number;
  client_id: number;
  user_id: number;
  token: string;
  label: string;
  created_at: Date;
  last_used_at: Date;
}

export type PushMessageStatus = 'queued' | 'sending' | 'sent' | 'no-devices' | 'failed';

/** A message to a client's devices, from a producer or the sandbox: what was sent. */
export interface PushMessageTable {
  id: Generated<number>;
  site_id: number;
  client_id: number;
  kind: PushKind;
  title: string;
  body: string;
  link: string;
  data: Json<Record<string, string>>;
  collapse_key: string;
  ttl_seconds: number;
  urgency: 'normal' | 'high';
  dedupe_key: string | null;
  status: PushMessageStatus;
  created_at: Date;
  sent_at: Date | null;
}

export type PushOutcome = 'delivered' | 'gone' | 'failed';

/** How a message went to one device: the push service's answer. */
export interface PushDeliveryTable {
  id: Generated<number>;
  message_id: number;
  device_id: number;
  device_label: string;
  outcome: PushOutcome;
  status_code: number | null;
  detail: string | null;
  vendor_message_id: string | null;
  at: Date;
}

/** The in-process queue's jobs (src/jobs/table-queue.ts). */
export interface JobQueueTable {
  id: Generated<number>;
  queue: string;
  data: Json<Record<string, unknown>>;
  state: 'created' | 'active' | 'completed' | 'failed';
  attempts: Generated<number>;
  run_after: Date;
  created_at: Date;
  finished_at: Date | null;
  error: string | null;
}

export interface PushTables {
  push_vapid_keys: PushVapidKeyTable;
  push_installations: PushInstallationTable;
  push_registrations: PushRegistrationTable;
  push_devices: PushDeviceTable;
  push_messages: PushMessageTable;
  push_deliveries: PushDeliveryTable;
  job_queue: JobQueueTable;
}
