import {
  checkIban,
  eInvoiceAddressValid,
  type AddressCountry,
  type BankAccount,
  type BankAccountCreate,
  type ChangeItem,
} from '@vool/api-client';
import { HttpError, validationError } from '../../errors.ts';
import { bankOfIban, eInvoiceOperatorsOf } from '../invoices/banks.ts';
import type { AuthenticatedActor } from './actor.ts';
import { recordChange } from './audit.ts';
import {
  isUniqueViolation,
  type AccountOwner,
  type BankAccountsRepository,
} from './bank-accounts-repository.ts';
import { assertRecentlyAuthenticated } from './freshness.ts';

const duplicate = () =>
  validationError('This account is already on your list', 'DUPLICATE_IBAN', { '/iban': 'DUPLICATE_IBAN' });

/** The e-invoice order checked: a company's, to an operator this site lists, at an address of its country. */
function checkEInvoice(
  eInvoice: NonNullable<BankAccountCreate['eInvoice']>,
  owner: AccountOwner,
  siteCountry: string,
) {
  if (owner.type !== 'legal') {
    throw validationError('E-invoices to an account are for companies', 'E_INVOICE_COMPANY_ONLY', {
      '/eInvoice': 'E_INVOICE_COMPANY_ONLY',
    });
  }
  const address = eInvoice.address.replace(/\s+/g, '').toUpperCase();
  if (!eInvoiceAddressValid(address, owner.countryCode as AddressCountry)) {
    throw validationError('Not an e-invoice address of the company', 'E_INVOICE_ADDRESS', {
      '/eInvoice/address': 'E_INVOICE_ADDRESS',
    });
  }
  if (!eInvoiceOperatorsOf(siteCountry).some((o) => o.code === eInvoice.operatorCode)) {
    throw validationError('Not an e-invoice operator of this site', 'E_INVOICE_OPERATOR', {
      '/eInvoice/operatorCode': 'E_INVOICE_OPERATOR',
    });
  }
  return { operatorCode: eInvoice.operatorCode, address };
}

export function bankAccountsService(repository: BankAccountsRepository, now: () => Date) {
  return {
    list: (clientId: number) => repository.list(clientId),

    /**
     * Every rule is checked first (422), then how recently the user proved who they are (403: a
     * session taken over must not redirect refunds), and only then is anything written.
     */
    async create(
      actor: AuthenticatedActor,
      siteCountry: string,
      body: BankAccountCreate,
    ): Promise<BankAccount> {
      const checked = checkIban(body.iban);
      if (!checked) throw validationError('Not a valid IBAN', 'IBAN', { '/iban': 'IBAN' });
      if (await repository.holds(actor.clientId, checked.iban)) throw duplicate();
      const owner = await repository.owner(actor.clientId);
      const eInvoice = body.eInvoice ? checkEInvoice(body.eInvoice, owner, siteCountry) : null;
      const holderName = body.holderName.trim().replace(/\s+/g, ' ');
      if (holderName.length < 2) {
        throw validationError('holderName is too short', 'VALIDATION_FAILED', {
          '/holderName': 'is too short',
        });
      }
      assertRecentlyAuthenticated(actor.authenticatedAt, now());
      const bank = bankOfIban(checked.iban);
      const items: ChangeItem[] = [
        'IBAN',
        ...(eInvoice ? (['EInvoiceRequest'] as const) : []),
        // A Finnish company's e-invoice address is its OVT code.
        ...(eInvoice && owner.countryCode === 'FI' ? (['OVT'] as const) : []),
      ];
      try {
        return await repository.transaction(actor.clientId, async (tx) => {
          const account = await repository.add(tx, actor.clientId, {
            iban: checked.iban,
            bic: bank?.bic ?? null,
            bankName: bank?.name ?? '',
            holderName,
            default: body.default,
            eInvoice,
            createdAt: now(),
          });
          for (const item of items) await recordChange(tx, { ...actor, item, at: now() });
          return account;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
    },

    /** Another client's id answers as one that does not exist. */
    async remove(actor: AuthenticatedActor, id: number): Promise<void> {
      const removed = await repository.transaction(actor.clientId, async (tx) => {
        if (!(await repository.remove(tx, actor.clientId, id))) return false;
        await recordChange(tx, { ...actor, item: 'IBAN', at: now() });
        return true;
      });
      if (!removed) throw new HttpError(404, 'NotFound', 'No such bank account', 'BANK_ACCOUNT_NOT_FOUND');
    },
  };
}

export type BankAccountsService = ReturnType<typeof bankAccountsService>;
