// The site's external services (spec §3 document links) for the pages that link to one: the support
// page's help centre, the feedback form's privacy policy. The call loads with whoever imports this.
export { ExternalServiceLink, type ExternalServiceLinkProps } from './ExternalServiceLink.tsx';
export { externalServicesApi, useExternalServicesQuery } from './api.ts';
