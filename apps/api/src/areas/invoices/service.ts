import type { DashboardInvoices, Expenses, InvoiceBrief, Utility } from '@vool/api-client';
import { civil, dayNumber, dayOf, formatDay } from '../../energy/time.ts';
import type { InvoiceRow, InvoicesRepository } from './repository.ts';

const euros = (cents: number) => cents / 100;

function toBrief(row: InvoiceRow): InvoiceBrief {
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    period: row.period.slice(0, 7),
    issueDate: row.issue_date,
    dueDate: row.due_date,
    amount: euros(row.amount_cents),
    status: row.status,
  };
}

/** A client's invoices: what is to pay, and what each month cost. Always the acting client's own. */
export function invoicesService(repository: InvoicesRepository, now: () => Date) {
  return {
    /** Unpaid and overdue counts, the next due and the latest invoice (the dashboard's "To pay"). */
    async summary(clientId: number): Promise<DashboardInvoices> {
      const today = formatDay(dayOf(now().getTime()));
      const rows = await repository.invoices(clientId);
      const unpaid = rows.filter((row) => row.status === 'unpaid');
      const byDue = [...unpaid].sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id);
      const byIssue = [...rows].sort((a, b) => b.issue_date.localeCompare(a.issue_date) || b.id - a.id);
      return {
        currency: 'EUR',
        unpaidCount: unpaid.length,
        // What is still to pay: a partly paid invoice counts with what is left of it.
        unpaidTotal: euros(unpaid.reduce((sum, row) => sum + row.amount_cents - row.paid_cents, 0)),
        overdueCount: unpaid.filter((row) => row.due_date < today).length,
        nextDue: byDue[0] ? toBrief(byDue[0]) : null,
        latest: byIssue[0] ? toBrief(byIssue[0]) : null,
      };
    },

    /** Invoiced euros of the months before the current one (not billed yet), by utility. */
    async expenses(clientId: number, months: number, utilities?: readonly Utility[]): Promise<Expenses> {
      const { year, month } = civil(dayOf(now().getTime()));
      const index = year * 12 + month - 1;
      const from = dayNumber(Math.floor((index - months) / 12), ((index - months) % 12) + 1, 1);
      const rows = await repository.invoicesBetween(
        clientId,
        formatDay(from),
        formatDay(dayNumber(year, month, 1)),
      );
      const included = (utility: Utility) => !utilities || utilities.includes(utility);
      return {
        currency: 'EUR',
        months: rows.map((row) => {
          const electricity = included('electricity') ? row.electricity_cents : 0;
          const gas = included('gas') ? row.gas_cents : 0;
          const heating = included('heating') ? row.heating_cents : 0;
          return {
            month: row.period.slice(0, 7),
            total: euros(electricity + gas + heating),
            electricity: euros(electricity),
            gas: euros(gas),
            heating: euros(heating),
          };
        }),
      };
    },
  };
}

export type InvoicesService = ReturnType<typeof invoicesService>;
