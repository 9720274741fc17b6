import type { MessageDescriptor } from 'react-intl';
import { documentLinkPaths, type Site } from '@vool/api-client/browser';
import { messages } from './messages.ts';

export const documentTypes = ['PRIVACY_POLICY', 'TERMS_OF_SERVICE', 'EXTERNAL_SUPPORT'] as const;
export type DocumentType = (typeof documentTypes)[number];

const labels: Record<DocumentType, MessageDescriptor> = {
  PRIVACY_POLICY: messages.privacy,
  TERMS_OF_SERVICE: messages.terms,
  EXTERNAL_SUPPORT: messages.externalSupport,
};

/**
 * The document links of spec §3: pages on the utility's own website, at the addresses the API's
 * `GET /api/external-services` gives too (both from `documentLinkPaths`); the footer draws them
 * without a call, on the /auth pages as well.
 */
export function documentLinks(site: Pick<Site, 'brand'>) {
  const { website } = site.brand;
  return documentTypes.map((type) => ({
    type,
    label: labels[type],
    href: `${website}${documentLinkPaths[type]}`,
  }));
}
