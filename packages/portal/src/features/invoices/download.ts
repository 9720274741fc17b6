import { pathOf } from '@vool/api-client/browser';
import { apiClient } from '../../app/apiClient.ts';

/** Fetches the invoice's PDF or CSV and saves it under the name the server gives (spec §9). */
export async function downloadInvoice(id: number, kind: 'invoicePdf' | 'invoiceCsv'): Promise<void> {
  const { blob, filename } = await apiClient.download(pathOf(kind, { id: String(id) }));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL only after click() returns.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
