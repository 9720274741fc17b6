import { useIntl } from 'react-intl';
import { Grid } from '@vool/ui/Grid';
import { ChartIcon } from '@vool/ui/icons/Chart';
import { ContractIcon } from '@vool/ui/icons/Contract';
import { InvoiceIcon } from '@vool/ui/icons/Invoice';
import { QuickActionCard, type QuickActionCardProps } from '@vool/ui/QuickActionCard';
import { Stack } from '@vool/ui/Stack';
import { usePrefetch } from '../../app/prefetch.ts';
import { useSite } from '../../app/site.tsx';
import { shell, shellMessages as messages } from '../shell/index.ts';

/** Three cards to the most used areas (spec §2); an area switched off for the site is left out. */
export function QuickActions() {
  const intl = useIntl();
  const { features } = useSite();
  const cards = [
    {
      href: '/charts',
      icon: <ChartIcon />,
      title: messages.quickCharts,
      text: messages.quickChartsText,
      on: true,
    },
    {
      href: '/contracts',
      icon: <ContractIcon />,
      title: messages.quickContracts,
      text: messages.quickContractsText,
      on: features.includes('contracts'),
    },
    {
      href: '/invoices',
      icon: <InvoiceIcon />,
      title: messages.quickInvoices,
      text: messages.quickInvoicesText,
      on: features.includes('invoices'),
    },
  ].filter((card) => card.on);
  if (cards.length === 0) return null;
  return (
    <Stack as="section" gap="200" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className={shell.sectionTitle}>
        {intl.formatMessage(messages.quickActions)}
      </h2>
      <Grid columns={{ base: 1, md: 3 }} gap="200">
        {cards.map((card) => (
          <QuickAction
            key={card.href}
            href={card.href}
            icon={card.icon}
            title={intl.formatMessage(card.title)}
            description={intl.formatMessage(card.text)}
          />
        ))}
      </Grid>
    </Stack>
  );
}

/** A card to an area: the area's code is fetched as the card nears the screen. */
function QuickAction(props: QuickActionCardProps) {
  return <QuickActionCard ref={usePrefetch(props.href)} {...props} />;
}
