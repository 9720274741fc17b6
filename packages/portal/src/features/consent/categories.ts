/** The cookie categories a visitor chooses between (spec §9). */
export type ConsentCategory = 'necessary' | 'analytics';

/** The services each category switches on, named as the consent cookie's `services` records them. */
export const categoryServices: Readonly<Record<ConsentCategory, readonly string[]>> = {
  necessary: [],
  analytics: ['google-analytics'],
};

/** Necessary cookies always; analytics only where the site has a Google Analytics measurement id. */
export function availableCategories(measurementId: string | null): ConsentCategory[] {
  return measurementId ? ['necessary', 'analytics'] : ['necessary'];
}
