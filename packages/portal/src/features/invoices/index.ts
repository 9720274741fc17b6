// What other features use of the invoices: the summary the dashboard's "To pay" shows. The invoices'
// pages and their calls load with those pages (feature.ts, routeCode).
export { summaryApi, useInvoiceSummaryQuery, type InvoiceSummary } from './summary.ts';
// The address of an invoice's page, for links to it from elsewhere (the dashboard's To pay).
export { invoiceHref } from './format.ts';
