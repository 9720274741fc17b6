import {
  isCalendarDay,
  moveOutDateProblem,
  normalisePostalCode,
  type Contract,
  type LocaleId,
  type MoveOutBody,
} from '@vool/api-client';
import type { Db } from '../../db/connect.ts';
import { validationError } from '../../errors.ts';
import { movableKinds } from './parties.ts';
import { contractsRepository } from './repository.ts';
import { contractNotFound, contractsService, type SiteFacts } from './service.ts';
import { statusOf, toContract } from './views.ts';

const refused = (code: string, message: string) => validationError(message, code);

/**
 * A move-out notice on one of the client's contracts: checked against the contract-rules the portal's
 * form checks too, then recorded in one transaction, only if no notice was given meanwhile. The notice
 * ends the contract on its date (its end date becomes the move-out date). A refusal writes nothing.
 */
export function moveOutService(db: Db, now: () => Date) {
  return async function moveOut(
    site: SiteFacts,
    clientId: number,
    id: number,
    body: MoveOutBody,
    locale: LocaleId,
  ): Promise<Contract> {
    return db.transaction().execute(async (tx) => {
      const contracts = contractsService(tx, now);
      const ctx = await contracts.context(site, clientId, locale);
      const row = ctx.byId.get(id);
      if (!row) throw contractNotFound();
      if (!movableKinds.includes(row.kind)) {
        throw refused('MOVE_OUT_NOT_ALLOWED', `A ${row.kind} ends with the contracts it belongs to`);
      }
      if (row.renewed_by !== null) {
        throw refused('MOVE_OUT_NOT_ALLOWED', 'A renewal follows this contract: give notice on the renewal');
      }
      if (statusOf(row, ctx.today) === 'ended')
        throw refused('CONTRACT_NOT_ACTIVE', 'This contract has ended');
      if (row.move_out_date !== null) throw refused('MOVE_OUT_EXISTS', 'A move-out notice was given already');

      const fields: Record<string, string> = {};
      const problem = isCalendarDay(body.date)
        ? moveOutDateProblem(body.date, {
            today: ctx.today,
            startDate: row.start_date,
            endDate: row.end_date,
          })
        : 'INVALID_DATE';
      if (problem) fields['/date'] = problem;
      const address = body.finalInvoiceAddress;
      const postalCode = normalisePostalCode(address.countryCode, address.postalCode);
      if (postalCode === null) fields['/finalInvoiceAddress/postalCode'] = 'POSTAL_CODE';
      const [code] = Object.values(fields);
      if (code || postalCode === null) {
        throw validationError('The move-out notice cannot be taken as it is', code ?? 'POSTAL_CODE', fields);
      }

      const recorded = await contractsRepository(tx).moveOut(clientId, id, body.date, {
        meterReading: body.meterReading ?? null,
        finalInvoiceAddress: {
          ...address,
          street: address.street.trim(),
          city: address.city.trim(),
          postalCode,
        },
        reason: body.reason,
        comment: body.comment?.trim() ? body.comment.trim() : null,
        at: now().toISOString(),
      });
      if (!recorded) throw refused('MOVE_OUT_EXISTS', 'A move-out notice was given already');
      const updated = { ...row, move_out_date: body.date, end_date: body.date };
      return toContract(updated, { ...ctx, byId: new Map(ctx.byId).set(id, updated) });
    });
  };
}

export type MoveOut = ReturnType<typeof moveOutService>;
