import type { Query } from '@vool/api-client/browser';
import { apiClient } from './apiClient.ts';

/**
 * Fetches a file of the API and saves it under the name the server gives in Content-Disposition
 * (spec §9): an invoice's PDF or CSV, a contract's PDF, a signed agreement.
 */
export async function saveDownload(path: string, query?: Query): Promise<void> {
  const { blob, filename } = await apiClient.download(path, query ? { query } : {});
  saveBlob(blob, filename);
}

/** Hands a blob to the browser as a file download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
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
