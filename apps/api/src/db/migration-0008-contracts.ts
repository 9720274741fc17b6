import { sql, type Kysely, type Migration } from 'kysely';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * Products on sale and their dated price lists, the clients' contracts, the signings that renew or make
 * them, and the sandbox signing service's own requests. A contract changes only when its signing is
 * finalized; a signing belongs to the session that started it.
 */
export const contractsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('products')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
      .addColumn('utility', 'text', (c) =>
        c.notNull().check(inList('utility', ['electricity', 'gas', 'heating'])),
      )
      .addColumn('customer_type', 'text', (c) =>
        c.notNull().check(inList('customer_type', ['private', 'legal'])),
      )
      .addColumn('visibility', 'text', (c) => c.notNull())
      .addColumn('pricing_kind', 'text', (c) => c.notNull())
      .addColumn('term_months', 'integer', (c) => c.check(sql`term_months > 0`))
      .addColumn('followup_pricing_kind', 'text')
      .addColumn('renewable', 'boolean', (c) => c.notNull())
      .addColumn('campaign_code', 'text')
      // Name and description per locale: { "en-GB": { "name": …, "description": … }, … }.
      .addColumn('texts', 'jsonb', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      // Sold to new customers (a product may stay on contracts after it is withdrawn).
      .addColumn('on_sale', 'boolean', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('products_site').on('products').column('site_id').execute();
    await db.schema
      .createTable('product_prices')
      .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('valid_from', 'date', (c) => c.notNull())
      // [{ kind, price (€ before VAT, decimal text), unit }]
      .addColumn('components', 'jsonb', (c) => c.notNull())
      .addPrimaryKeyConstraint('product_prices_pk', ['product_id', 'valid_from'])
      .execute();
    await db.schema
      .createTable('contracts')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('usage_point_id', 'integer', (c) => c.references('usage_points.id').onDelete('cascade'))
      .addColumn('group_id', 'integer', (c) => c.references('contracts.id'))
      .addColumn('product_id', 'text', (c) => c.references('products.id'))
      .addColumn('counterparty', 'text', (c) => c.notNull())
      .addColumn('start_date', 'date', (c) => c.notNull())
      .addColumn('end_date', 'date')
      .addColumn('move_out_date', 'date')
      // { meterReading, finalInvoiceAddress, reason, comment, at }
      .addColumn('move_out', 'jsonb')
      .addColumn('delivery', 'text', (c) => c.notNull().check(inList('delivery', ['email', 'postal'])))
      .addColumn('signed_at', 'timestamptz')
      .addColumn('renewed_by', 'integer', (c) => c.references('contracts.id'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('contracts_site_number', ['site_id', 'number'])
      .addCheckConstraint('contracts_term', sql`end_date is null or end_date >= start_date`)
      .execute();
    await db.schema.createIndex('contracts_client').on('contracts').column('client_id').execute();
    await db.schema
      .createTable('signings')
      // SHA-256 of the signing token: the token itself is only ever in the customer's browser.
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      // Bound to the session that started it: any other session gets 404 for the token.
      .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
      .addColumn('action', 'text', (c) => c.notNull().check(inList('action', ['renew', 'create'])))
      .addColumn('contract_id', 'integer', (c) => c.references('contracts.id').onDelete('cascade'))
      .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
      // What finalize applies: the create bodies' fields, the renewal's start.
      .addColumn('payload', 'jsonb', (c) => c.notNull())
      // The exact bytes given to the signer: the signed container embeds them unchanged.
      .addColumn('document', 'bytea', (c) => c.notNull())
      .addColumn('document_title', 'text', (c) => c.notNull())
      .addColumn('gateway_reference', 'text', (c) => c.notNull())
      .addColumn('verification_code', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .check(inList('status', ['pending', 'signed', 'refused', 'expired', 'cancelled', 'error'])),
      )
      .addColumn('failure_code', 'text')
      // { signer, signedAt, signatureId, documentSha256, value }
      .addColumn('signature', 'jsonb')
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addColumn('finalized_at', 'timestamptz')
      .addColumn('result_contract_id', 'integer', (c) => c.references('contracts.id'))
      .execute();
    await db.schema.createIndex('signings_client').on('signings').column('client_id').execute();
    // The sandbox signing service's side: what a signer's phone would show.
    await db.schema
      .createTable('sandbox_signature_requests')
      .addColumn('reference', 'text', (c) => c.primaryKey())
      .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
      .addColumn('signer_code', 'text', (c) => c.notNull())
      .addColumn('signer_name', 'text', (c) => c.notNull())
      .addColumn('document_title', 'text', (c) => c.notNull())
      .addColumn('document_sha256', 'text', (c) => c.notNull())
      .addColumn('verification_code', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(inList('status', ['pending', 'signed', 'refused', 'expired', 'error'])),
      )
      .addColumn('signature', 'jsonb')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('answered_at', 'timestamptz')
      .execute();
  },
};
