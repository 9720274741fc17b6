import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DocumentLinkType } from '@vool/api-client/browser';
import { Link } from '@vool/ui/Link';
import { useExternalServicesQuery } from './api.ts';

export interface ExternalServiceLinkProps {
  type: DocumentLinkType;
  /** Added to the link's accessible name: that it opens a new tab, in the user's language. */
  newTabLabel: string;
  /** What goes around the link (a sentence it ends), drawn only with the link. */
  around?: (link: ReactNode) => ReactNode;
}

/**
 * A link to one of the site's external services (its help centre, privacy policy, terms), named as
 * the API names it in the user's language; nothing while it loads or when the site has none.
 */
export function ExternalServiceLink({
  type,
  newTabLabel,
  around = (link) => link,
}: ExternalServiceLinkProps) {
  const intl = useIntl();
  const { data } = useExternalServicesQuery({ type, locale: intl.locale });
  const service = data?.find((s) => s.type === type);
  if (!service) return null;
  return around(
    <Link href={service.url} isExternal newTabLabel={newTabLabel}>
      {service.name}
    </Link>,
  );
}
