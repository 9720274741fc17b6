import type { Db } from '../../db/connect.ts';

/** Client-side logs (render errors, next-auth's logger), stored for support to read. */
export function logRepository(db: Db) {
  return {
    async storeLog(values: {
      siteId: number;
      clientId: number | null;
      level: string;
      message: string;
      payload: unknown;
      source: string;
      requestId: string;
    }) {
      await db
        .insertInto('client_logs')
        .values({
          site_id: values.siteId,
          client_id: values.clientId,
          level: values.level,
          message: values.message,
          payload: values.payload === undefined ? null : JSON.stringify(values.payload),
          source: values.source,
          request_id: values.requestId,
        })
        .execute();
    },
  };
}

export type LogRepository = ReturnType<typeof logRepository>;
