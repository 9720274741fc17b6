/**
 * The API's "now", read from `VOOL_NOW` (an ISO instant): without it the machine's clock; with it a
 * clock that stands at that instant when the process starts and moves on in real time, so a test
 * server (playwright.config.ts) answers about the same day, and seeds the same invoices, whenever it
 * runs, while sessions and sign-in codes still age as they would.
 */
export function clockFromEnv(value: string | undefined, real: () => number = Date.now): () => Date {
  if (!value) return () => new Date(real());
  const start = Date.parse(value);
  if (Number.isNaN(start)) throw new Error(`VOOL_NOW is not an instant: ${value}`);
  const offset = start - real();
  return () => new Date(real() + offset);
}
