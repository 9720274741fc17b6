import { brands, type ThemeId } from '@vool/tokens/brands';
import { StatusBadge } from '../../../../packages/ui/src/Badge/index.ts';
import { Button } from '../../../../packages/ui/src/Button/index.ts';
import { Card } from '../../../../packages/ui/src/Card/index.ts';
import { ChartIcon } from '../../../../packages/ui/src/icons/Chart.tsx';
import { ContractIcon } from '../../../../packages/ui/src/icons/Contract.tsx';
import { InvoiceIcon } from '../../../../packages/ui/src/icons/Invoice.tsx';
import { QuickActionCard } from '../../../../packages/ui/src/QuickActionCard/index.ts';
import { Table, type TableColumn } from '../../../../packages/ui/src/Table/index.ts';
import { TextField } from '../../../../packages/ui/src/TextField/index.ts';
import type { Scheme } from './data.ts';

interface Invoice {
  id: string;
  due: string;
  amount: string;
  paid: boolean;
}

const invoices: Invoice[] = [
  { id: '2025-104', due: '15.05.2025', amount: '84,20 €', paid: false },
  { id: '2025-087', due: '15.04.2025', amount: '112,65 €', paid: true },
  { id: '2025-061', due: '17.03.2025', amount: '148,90 €', paid: true },
];

const columns: Array<TableColumn<Invoice>> = [
  { id: 'id', name: 'Invoice', isRowHeader: true, render: (i) => i.id },
  { id: 'due', name: 'Due date', render: (i) => i.due },
  { id: 'amount', name: 'Amount', isNumeric: true, render: (i) => i.amount },
  {
    id: 'status',
    name: 'Status',
    render: (i) => (
      <StatusBadge tone={i.paid ? 'success' : 'warning'}>{i.paid ? 'Paid' : 'Unpaid'}</StatusBadge>
    ),
  },
];

/** One brand's sign-in card, quick actions and invoice table: the screen a design lead compares across brands. */
export function ComposedScreen({ brand, scheme }: { brand: ThemeId; scheme: Scheme }) {
  const meta = brands[brand];
  const asset = (file: string) => `/tokens/assets/${brand}/${file}`;
  return (
    <section className="compare-panel" data-brand={brand} data-scheme={scheme} aria-label={meta.companyName}>
      <div className="compare-header">
        <img
          src={asset(scheme === 'dark' ? meta.assets.logoDark : meta.assets.logo)}
          alt={meta.companyName}
        />
      </div>
      <div className="compare-signin" style={{ backgroundImage: `url(${asset(meta.assets.signInArt)})` }}>
        <Card title="Sign in" headingLevel={3}>
          <div className="compare-stack">
            <TextField label="Email" type="email" defaultValue="maria.tamm@example.com" />
            <Button fullWidth>Send sign-in link</Button>
            <Button variant="secondary" fullWidth>
              Sign in with e-ID
            </Button>
          </div>
        </Card>
      </div>
      <div className="compare-body">
        <div className="compare-actions">
          <QuickActionCard
            href="#charts"
            icon={<ChartIcon />}
            title="Consumption"
            description="Hourly and monthly use"
          />
          <QuickActionCard
            href="#contracts"
            icon={<ContractIcon />}
            title="Contracts"
            description="Products and prices"
          />
          <QuickActionCard
            href="#invoices"
            icon={<InvoiceIcon />}
            title="Invoices"
            description="Pay and download"
          />
        </div>
        <Table aria-label={`${meta.name} invoices`} columns={columns} items={invoices} />
      </div>
    </section>
  );
}
