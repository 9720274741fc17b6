import { createContext, use, type ReactNode } from 'react';
import { endpoints, type ExternalService, type Site, type SiteFeature } from '@vool/api-client/browser';
import type { SiteConfig } from '../server/contract.ts';

export type { SiteConfig };

/**
 * The site config the server inlined into index.html (so the first paint is already branded); a page
 * served without it (the Vite dev server) asks the API instead.
 */
export async function readSiteConfig(): Promise<SiteConfig> {
  const inlined = document.getElementById('site-config')?.textContent;
  if (inlined) return JSON.parse(inlined) as SiteConfig;
  const response = await fetch(endpoints.site.path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The site configuration did not load (${response.status})`);
  return (await response.json()) as SiteConfig;
}

const SiteContext = createContext<SiteConfig | null>(null);

export function SiteProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return <SiteContext value={site}>{children}</SiteContext>;
}

export function useSite(): SiteConfig {
  const site = use(SiteContext);
  if (!site) throw new Error('useSite needs a <SiteProvider>');
  return site;
}

export const hasFeature = (site: Pick<Site, 'features'>, feature: SiteFeature) =>
  site.features.includes(feature);

export const hasService = (site: Pick<Site, 'external_services'>, service: ExternalService) =>
  site.external_services.includes(service);

/** Whether a feature switch (spec §1) is on for this site. */
export const useFeature = (feature: SiteFeature) => hasFeature(useSite(), feature);
