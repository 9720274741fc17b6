import { pathOf } from '@vool/api-client/browser';
import { saveDownload } from '../../app/saveDownload.ts';

/** Fetches the invoice's PDF or CSV and saves it under the name the server gives (spec §9). */
export function downloadInvoice(id: number, kind: 'invoicePdf' | 'invoiceCsv'): Promise<void> {
  return saveDownload(pathOf(kind, { id: String(id) }));
}
