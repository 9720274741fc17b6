import { useIntl } from 'react-intl';
import { Link } from '@vool/ui/Link';
import { Stack } from '@vool/ui/Stack';
import { useSite } from '../../app/site.tsx';
import { documentLinks } from './documentLinks.ts';
import { messages } from './messages.ts';
import { PageLink } from './PageLink.tsx';
import * as styles from './shell.css.ts';

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

export function FooterContact() {
  const intl = useIntl();
  const site = useSite();
  const { customerService } = site.brand;
  return (
    <Stack gap="50">
      <h2 className={styles.footerHeading}>{intl.formatMessage(messages.customerService)}</h2>
      <span>{site.company_name}</span>
      <Link href={telHref(customerService.phone)}>{customerService.phone}</Link>
      <Link href={`mailto:${customerService.email}`}>{customerService.email}</Link>
    </Stack>
  );
}

/** The footer's links; `feedback` (signed in only: feedback is a client's) adds the feedback form's. */
export function FooterLinks({ feedback = false }: { feedback?: boolean }) {
  const intl = useIntl();
  const site = useSite();
  const { brand } = site;
  const newTabLabel = intl.formatMessage(messages.newTab);
  return (
    <nav aria-label={intl.formatMessage(messages.footerLinks)}>
      <Stack as="ul" gap="100" UNSAFE_className={styles.plainList}>
        {documentLinks(site).map((doc) => (
          <li key={doc.type}>
            <Link href={doc.href} isExternal newTabLabel={newTabLabel}>
              {intl.formatMessage(doc.label)}
            </Link>
          </li>
        ))}
        <li>
          <PageLink href="/accessibility">{intl.formatMessage(messages.accessibility)}</PageLink>
        </li>
        {feedback && (
          <li>
            <PageLink href="/feedback">{intl.formatMessage(messages.feedback)}</PageLink>
          </li>
        )}
        <li>
          <Link href={brand.website} isExternal newTabLabel={newTabLabel}>
            {intl.formatMessage(messages.website, { company: brand.name })}
          </Link>
        </li>
      </Stack>
    </nav>
  );
}
