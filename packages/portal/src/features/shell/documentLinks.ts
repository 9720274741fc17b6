import type { MessageDescriptor } from 'react-intl';
import type { Site } from '@vool/api-client/browser';
import { messages } from './messages.ts';

export const documentTypes = ['PRIVACY_POLICY', 'TERMS_OF_SERVICE', 'EXTERNAL_SUPPORT'] as const;
export type DocumentType = (typeof documentTypes)[number];

const labels: Record<DocumentType, MessageDescriptor> = {
  PRIVACY_POLICY: messages.privacy,
  TERMS_OF_SERVICE: messages.terms,
  EXTERNAL_SUPPORT: messages.externalSupport,
};

const paths: Record<DocumentType, string> = {
  PRIVACY_POLICY: '/privacy',
  TERMS_OF_SERVICE: '/terms',
  EXTERNAL_SUPPORT: '/help',
};

/** The document links of spec §1: pages on the utility's own website. */
export function documentLinks(site: Pick<Site, 'brand'>) {
  const { website } = site.brand;
  return documentTypes.map((type) => ({ type, label: labels[type], href: `${website}${paths[type]}` }));
}
