import type { Db } from '../../db/connect.ts';
import type { Checkout } from '../../integrations/sandbox-checkout.ts';

export interface HeldPayment {
  checkout: Checkout;
  settleAt: Date;
  since: Date;
}

const held = (row: { checkout: unknown; settle_at: Date; created_at: Date }): HeldPayment => ({
  checkout: row.checkout as Checkout,
  settleAt: row.settle_at,
  since: row.created_at,
});

/**
 * The sandbox bank's payments "pending at the bank". Taking one out is a DELETE … RETURNING, so a
 * payment is settled or rejected once, whichever instance, page or timer gets to it first.
 */
export function sandboxBankRepository(db: Db) {
  return {
    async hold(siteId: number, checkout: Checkout, settleAt: Date, now: Date): Promise<void> {
      await db
        .insertInto('sandbox_bank_payments')
        .values({
          reference: checkout.reference,
          site_id: siteId,
          checkout: JSON.stringify(checkout),
          settle_at: settleAt,
          created_at: now,
        })
        .onConflict((conflict) => conflict.column('reference').doNothing())
        .execute();
    },

    async held(siteId: number): Promise<HeldPayment[]> {
      const rows = await db
        .selectFrom('sandbox_bank_payments')
        .select(['checkout', 'settle_at', 'created_at'])
        .where('site_id', '=', siteId)
        .orderBy('created_at')
        .orderBy('reference')
        .execute();
      return rows.map(held);
    },

    async release(siteId: number, reference: string): Promise<HeldPayment | undefined> {
      const row = await db
        .deleteFrom('sandbox_bank_payments')
        .where('site_id', '=', siteId)
        .where('reference', '=', reference)
        .returning(['checkout', 'settle_at', 'created_at'])
        .executeTakeFirst();
      return row && held(row);
    },

    /** Every site's payments whose time has come. */
    async due(now: Date): Promise<HeldPayment[]> {
      const rows = await db
        .deleteFrom('sandbox_bank_payments')
        .where('settle_at', '<=', now)
        .returning(['checkout', 'settle_at', 'created_at'])
        .execute();
      return rows.map(held);
    },
  };
}

export type SandboxBankRepository = ReturnType<typeof sandboxBankRepository>;
