// The client's invoices. For now the summary the dashboard's "To pay" shows; the invoices pages
// (list, details, paying) come with their own feature.ts.
export { invoicesApi, useInvoiceSummaryQuery, type InvoiceSummary } from './api.ts';
