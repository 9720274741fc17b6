import { requireArea } from '../../i18n/texts.ts';

/**
 * The picker's texts (`usagePoints.` ids, an area of their own): a page that shows it loads them with
 * its code, so they cost the other pages' start nothing.
 */
export const pickerTexts = () => requireArea('usagePoints');
