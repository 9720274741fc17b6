import { defineMessage, defineMessages } from 'react-intl';

/** The texts of the invoices' pages (area `invoices`). */
export const messages = {
  ...defineMessages({
    title: { id: 'invoices.title', defaultMessage: 'Invoices', description: 'Heading of the invoices page' },
    filter: {
      id: 'invoices.filter',
      defaultMessage: 'Show',
      description: 'Accessible name of the control that filters invoices by status',
    },
    filterAll: {
      id: 'invoices.filter.all',
      defaultMessage: 'All',
      description: 'Filter option: every invoice',
    },
    filterUnpaid: {
      id: 'invoices.filter.unpaid',
      defaultMessage: 'Unpaid',
      description: 'Filter option: unpaid invoices',
    },
    filterPaid: {
      id: 'invoices.filter.paid',
      defaultMessage: 'Paid',
      description: 'Filter option: paid invoices',
    },
    openTotal: {
      id: 'invoices.totals.open',
      defaultMessage: 'To pay',
      description: 'Card label: the sum still to pay over all invoices',
    },
    overdueTotal: {
      id: 'invoices.totals.overdue',
      defaultMessage: 'Overdue',
      description: 'Card label: the sum of invoices past their due date',
    },
    loading: {
      id: 'invoices.loading',
      defaultMessage: 'Loading invoices',
      description: 'Accessible label while the invoice list loads',
    },
    loadFailed: {
      id: 'invoices.loadFailed',
      defaultMessage: 'Invoices could not be loaded.',
      description: 'Shown when the invoice list fails to load',
    },
    retry: {
      id: 'invoices.retry',
      defaultMessage: 'Try again',
      description: 'Button that loads again what failed',
    },
    emptyAll: {
      id: 'invoices.empty.all',
      defaultMessage: 'No invoices yet',
      description: 'Empty state title: the customer has no invoices at all',
    },
    emptyAllText: {
      id: 'invoices.empty.allText',
      defaultMessage: 'Your first invoice appears here after your first month of supply.',
      description: 'Empty state text when there are no invoices',
    },
    emptyUnpaid: {
      id: 'invoices.empty.unpaid',
      defaultMessage: 'All paid',
      description: 'Empty state title: no unpaid invoices',
    },
    emptyUnpaidText: {
      id: 'invoices.empty.unpaidText',
      defaultMessage: 'You have no unpaid invoices. Thank you!',
      description: 'Empty state text when every invoice is paid',
    },
    emptyPaid: {
      id: 'invoices.empty.paid',
      defaultMessage: 'No paid invoices yet',
      description: 'Empty state title: no paid invoices',
    },
    listLabel: {
      id: 'invoices.list',
      defaultMessage: 'Invoices, newest first',
      description: 'Accessible name of the invoice list',
    },
    statusPaid: { id: 'invoices.status.paid', defaultMessage: 'Paid', description: 'Status badge: paid' },
    statusUnpaid: {
      id: 'invoices.status.unpaid',
      defaultMessage: 'Unpaid',
      description: 'Status badge: unpaid and not yet due',
    },
    statusOverdue: {
      id: 'invoices.status.overdue',
      defaultMessage: 'Overdue',
      description: 'Status badge: unpaid and past its due date',
    },
    statusPartly: {
      id: 'invoices.status.partly',
      defaultMessage: 'Partly paid',
      description: 'Status badge: part of the amount paid',
    },
    statusEInvoice: {
      id: 'invoices.status.eInvoice',
      defaultMessage: 'E-invoice',
      description: 'Badge: the invoice goes to the online bank of the customer',
    },
    statusPostponed: {
      id: 'invoices.status.postponed',
      defaultMessage: 'Postponed',
      description: 'Badge: the due date was moved',
    },
    back: {
      id: 'invoices.back',
      defaultMessage: 'All invoices',
      description: 'Link back from an invoice to the list',
    },
    detailLoadFailed: {
      id: 'invoices.detail.loadFailed',
      defaultMessage: 'This invoice could not be loaded.',
      description: 'Shown when an invoice fails to load',
    },
    period: { id: 'invoices.detail.period', defaultMessage: 'Period', description: 'Term: the days billed' },
    issueDate: {
      id: 'invoices.detail.issueDate',
      defaultMessage: 'Issued',
      description: 'Term: the date of the invoice',
    },
    dueDate: { id: 'invoices.detail.dueDate', defaultMessage: 'Due date', description: 'Term: the due date' },
    total: {
      id: 'invoices.detail.total',
      defaultMessage: 'Total',
      description: 'Term: the invoice total, VAT included',
    },
    paid: { id: 'invoices.detail.paid', defaultMessage: 'Paid', description: 'Term: the amount paid so far' },
    open: {
      id: 'invoices.detail.open',
      defaultMessage: 'To pay',
      description: 'Term: the amount still to pay',
    },
    type: {
      id: 'invoices.detail.type',
      defaultMessage: 'Delivery',
      description: 'Term: how the invoice is delivered (paper/e-mail or e-invoice)',
    },
    typeRegular: {
      id: 'invoices.detail.typeRegular',
      defaultMessage: 'Paper or e-mail',
      description: 'Delivery of a regular invoice',
    },
    typeEInvoice: {
      id: 'invoices.detail.typeEInvoice',
      defaultMessage: 'E-invoice to your online bank',
      description: 'Delivery of an e-invoice',
    },
    actions: {
      id: 'invoices.detail.actions',
      defaultMessage: 'Invoice actions',
      description: 'Accessible name of the group of buttons of an invoice',
    },
    downloadPdf: {
      id: 'invoices.download.pdf',
      defaultMessage: 'Download PDF',
      description: 'Button: save the invoice as a PDF',
    },
    downloadCsv: {
      id: 'invoices.download.csv',
      defaultMessage: 'Download data (CSV)',
      description: 'Button: save the interval data of the invoice as CSV',
    },
    downloadFailed: {
      id: 'invoices.download.failed',
      defaultMessage: 'The file could not be downloaded. Please try again.',
      description: 'Shown when a download fails',
    },
    postpone: {
      id: 'invoices.postpone',
      defaultMessage: 'Postpone due date',
      description: 'Button: move the due date later',
    },
    postponeTitle: {
      id: 'invoices.postpone.title',
      defaultMessage: 'Postpone the due date?',
      description: 'Title of the postpone confirmation',
    },
    cancel: { id: 'invoices.cancel', defaultMessage: 'Cancel', description: 'Cancel button of a dialog' },
    refusal_INVOICE_PAID: {
      id: 'invoices.postpone.refusal.INVOICE_PAID',
      defaultMessage: 'This invoice is paid, so there is nothing to postpone.',
      description: 'Postpone refused: already paid',
    },
    refusal_ALREADY_POSTPONED: {
      id: 'invoices.postpone.refusal.ALREADY_POSTPONED',
      defaultMessage: 'This invoice has already been postponed once; it can be postponed only once.',
      description: 'Postpone refused: postponed before',
    },
    refusal_E_INVOICE: {
      id: 'invoices.postpone.refusal.E_INVOICE',
      defaultMessage: 'This is an e-invoice: change its due date in your online bank.',
      description: 'Postpone refused: e-invoice',
    },
    refusal_TOO_LATE: {
      id: 'invoices.postpone.refusal.TOO_LATE',
      defaultMessage:
        'It is more than 30 days past the due date. Please pay the invoice or contact customer service.',
      description: 'Postpone refused: too late',
    },
    refusal_PAYMENT_IN_PROGRESS: {
      id: 'invoices.postpone.refusal.PAYMENT_IN_PROGRESS',
      defaultMessage: 'A payment of this invoice is in progress.',
      description: 'Postpone refused: a payment is being made',
    },
    postponeFailed: {
      id: 'invoices.postpone.failed',
      defaultMessage: 'The due date could not be postponed. Please try again.',
      description: 'Postpone failed for another reason',
    },
    paymentInfo: {
      id: 'invoices.paymentInfo',
      defaultMessage: 'Payment details',
      description: 'Heading of the IBAN and reference section',
    },
    payee: {
      id: 'invoices.paymentInfo.payee',
      defaultMessage: 'Payee',
      description: 'Term: who the money goes to',
    },
    iban: {
      id: 'invoices.paymentInfo.iban',
      defaultMessage: 'IBAN',
      description: 'Term: the account of the payee',
    },
    bic: {
      id: 'invoices.paymentInfo.bic',
      defaultMessage: 'BIC',
      description: 'Term: the bank code of the payee',
    },
    reference: {
      id: 'invoices.paymentInfo.reference',
      defaultMessage: 'Reference number',
      description: 'Term: the payment reference',
    },
    creditorReference: {
      id: 'invoices.paymentInfo.creditorReference',
      defaultMessage: 'RF reference',
      description: 'Term: the international creditor reference',
    },
    barcode: {
      id: 'invoices.paymentInfo.barcode',
      defaultMessage: 'Virtual barcode',
      description: 'Term: the Finnish virtual bank barcode',
    },
    amount: {
      id: 'invoices.paymentInfo.amount',
      defaultMessage: 'Amount',
      description: 'Term: the amount to pay',
    },
    copyFailed: {
      id: 'invoices.copyFailed',
      defaultMessage: 'Could not copy. Select the text and copy it yourself.',
      description: 'Shown when the clipboard is not available',
    },
    lines: {
      id: 'invoices.lines',
      defaultMessage: 'What you pay for',
      description: 'Heading of the lines of the invoice',
    },
    linesCaption: {
      id: 'invoices.lines.caption',
      defaultMessage: 'Invoice lines, before VAT',
      description: 'Caption of the lines table',
    },
    colItem: {
      id: 'invoices.lines.item',
      defaultMessage: 'Item',
      description: 'Column: what the line bills',
    },
    colQuantity: {
      id: 'invoices.lines.quantity',
      defaultMessage: 'Quantity',
      description: 'Column: quantity',
    },
    colUnitPrice: {
      id: 'invoices.lines.unitPrice',
      defaultMessage: 'Unit price',
      description: 'Column: price per unit before VAT',
    },
    colNet: {
      id: 'invoices.lines.net',
      defaultMessage: 'Amount',
      description: 'Column: the amount of the line before VAT',
    },
    kind_Hourly: {
      id: 'invoices.line.Hourly',
      defaultMessage: 'Electricity at hourly spot price',
      description: 'Line: energy at the spot price',
    },
    kind_Base: {
      id: 'invoices.line.Base',
      defaultMessage: 'Energy',
      description: 'Line: energy at a fixed price',
    },
    kind_Day: {
      id: 'invoices.line.Day',
      defaultMessage: 'Energy, day price (07–22)',
      description: 'Line: energy of the day hours at a day/night product’s day price',
    },
    kind_Night: {
      id: 'invoices.line.Night',
      defaultMessage: 'Energy, night price (22–07)',
      description: 'Line: energy of the night hours at a day/night product’s night price',
    },
    kind_Margin: {
      id: 'invoices.line.Margin',
      defaultMessage: 'Seller margin',
      description: 'Line: the margin of the seller per kWh',
    },
    kind_Monthly: {
      id: 'invoices.line.Monthly',
      defaultMessage: 'Monthly fee',
      description: 'Line: the monthly fee of the seller',
    },
    kind_Network: {
      id: 'invoices.line.Network',
      defaultMessage: 'Network transfer',
      description: 'Line: energy fee of the grid operator',
    },
    kind_NetworkMonthly: {
      id: 'invoices.line.NetworkMonthly',
      defaultMessage: 'Network monthly fee',
      description: 'Line: monthly fee of the grid operator',
    },
    kind_Tax: {
      id: 'invoices.line.Tax',
      defaultMessage: 'Energy tax',
      description: 'Line: electricity tax or excise',
    },
    kind_PaperBill: {
      id: 'invoices.line.PaperBill',
      defaultMessage: 'Paper invoice fee',
      description: 'Line: fee for a paper invoice',
    },
    wholeInvoice: {
      id: 'invoices.wholeInvoice',
      defaultMessage: 'Invoice',
      description: 'Heading of lines not tied to a usage point',
    },
    net: { id: 'invoices.vat.net', defaultMessage: 'Total before VAT', description: 'Row: sum before VAT' },
    grandTotal: { id: 'invoices.vat.total', defaultMessage: 'Total', description: 'Row: total with VAT' },
    utility_electricity: {
      id: 'invoices.utility.electricity',
      defaultMessage: 'Electricity',
      description: 'Utility name',
    },
    utility_gas: { id: 'invoices.utility.gas', defaultMessage: 'Gas', description: 'Utility name' },
    utility_heating: {
      id: 'invoices.utility.heating',
      defaultMessage: 'District heating',
      description: 'Utility name',
    },
    explain: {
      id: 'invoices.explain',
      defaultMessage: 'How was this calculated?',
      description: 'Heading of the section that rebuilds the invoice from readings',
    },
    explainIntro: {
      id: 'invoices.explain.intro',
      defaultMessage:
        'We rebuilt the energy lines of this invoice from your own meter readings and the price of each hour.',
      description: 'Intro of the calculation section',
    },
    explainLoading: {
      id: 'invoices.explain.loading',
      defaultMessage: 'Recalculating from your readings',
      description: 'Accessible label while the calculation loads',
    },
    explainFailed: {
      id: 'invoices.explain.failed',
      defaultMessage: 'The calculation could not be loaded.',
      description: 'Shown when the calculation fails',
    },
    dailyCost: {
      id: 'invoices.explain.dailyCost',
      defaultMessage: 'Cost per day',
      description: 'Title of the chart of the cost per day of the period',
    },
    dailyCostText: {
      id: 'invoices.explain.dailyCostText',
      defaultMessage: 'Energy of each day of the period, before VAT.',
      description: 'Description of the cost per day chart',
    },
    day: { id: 'invoices.explain.day', defaultMessage: 'Day', description: 'Axis label: day' },
    cost: { id: 'invoices.explain.cost', defaultMessage: 'Cost', description: 'Series name: cost' },
    showTable: {
      id: 'invoices.explain.showTable',
      defaultMessage: 'Show as table',
      description: 'Toggle to show the chart as a table',
    },
    hideTable: {
      id: 'invoices.explain.hideTable',
      defaultMessage: 'Show as chart',
      description: 'Toggle back to the chart',
    },
    noDays: {
      id: 'invoices.explain.noDays',
      defaultMessage: 'No readings for this period.',
      description: 'Chart empty state',
    },
    payWith: {
      id: 'invoices.pay.with',
      defaultMessage: 'Pay with',
      description: 'Label of the payment method choice',
    },
    provider_EVERYPAY: {
      id: 'invoices.pay.EVERYPAY',
      defaultMessage: 'Card',
      description: 'Payment method: card (EveryPay)',
    },
    providerText_EVERYPAY: {
      id: 'invoices.pay.EVERYPAY.text',
      defaultMessage: 'Visa, Mastercard; processed by EveryPay',
      description: 'Description of card payment',
    },
    provider_NEONOMICS: {
      id: 'invoices.pay.NEONOMICS',
      defaultMessage: 'Online bank',
      description: 'Payment method: open banking (Neonomics)',
    },
    providerText_NEONOMICS: {
      id: 'invoices.pay.NEONOMICS.text',
      defaultMessage: 'Pay from your bank account; processed by Neonomics',
      description: 'Description of open banking payment',
    },
    bank: { id: 'invoices.pay.bank', defaultMessage: 'Your bank', description: 'Label of the bank picker' },
    bankRequired: {
      id: 'invoices.pay.bankRequired',
      defaultMessage: 'Choose your bank.',
      description: 'Validation: no bank chosen',
    },
    banksFailed: {
      id: 'invoices.pay.banksFailed',
      defaultMessage: 'The list of banks could not be loaded.',
      description: 'Shown when banks fail to load',
    },
    payGo: {
      id: 'invoices.pay.go',
      defaultMessage: 'Continue to payment',
      description: 'Button that sends the customer to the payment provider',
    },
    payFailed: {
      id: 'invoices.pay.failed',
      defaultMessage: 'The payment could not be started. Nothing was charged. Please try again.',
      description: 'Payment could not be created',
    },
    payInProgress: {
      id: 'invoices.pay.inProgress',
      defaultMessage: 'A payment of this invoice is already in progress.',
      description: 'Payment refused: another one is in progress',
    },
    payNotAvailable: {
      id: 'invoices.pay.notAvailable',
      defaultMessage: 'This payment method is not available here.',
      description: 'Payment refused: provider not offered',
    },
    processingTitle: {
      id: 'invoices.processing.title',
      defaultMessage: 'Processing your payment',
      description: 'Heading while a payment is being confirmed',
    },
    processingSlow: {
      id: 'invoices.processing.slow',
      defaultMessage:
        'This is taking longer than usual. We will show the result on the invoice as soon as it comes.',
      description: 'Shown when the payment status has not settled for a long time',
    },
    checkAgain: {
      id: 'invoices.processing.checkAgain',
      defaultMessage: 'Check again',
      description: 'Button that asks for the payment status again',
    },
    statusFailed: {
      id: 'invoices.processing.failed',
      defaultMessage: 'The payment was declined',
      description: 'Heading: payment declined',
    },
    statusFailedText: {
      id: 'invoices.processing.failedText',
      defaultMessage: 'Nothing was charged. You can try again, with another card or bank if you like.',
      description: 'Text: payment declined',
    },
    statusCancelled: {
      id: 'invoices.processing.cancelled',
      defaultMessage: 'The payment was cancelled',
      description: 'Heading: payment cancelled',
    },
    statusCancelledText: {
      id: 'invoices.processing.cancelledText',
      defaultMessage: 'Nothing was charged. The invoice is still open.',
      description: 'Text: payment cancelled',
    },
    tryAgain: {
      id: 'invoices.processing.tryAgain',
      defaultMessage: 'Try paying again',
      description: 'Link: back to the invoice to pay again',
    },
    paymentNotFound: {
      id: 'invoices.processing.notFound',
      defaultMessage: 'This payment could not be found.',
      description: 'Payment id unknown',
    },
    paymentLoadFailed: {
      id: 'invoices.processing.loadFailed',
      defaultMessage: 'The payment status could not be loaded.',
      description: 'Payment status failed to load',
    },
    waitingTitle: {
      id: 'invoices.waiting.title',
      defaultMessage: 'Waiting for your bank',
      description: 'Heading: payment pending at the bank',
    },
    confirmationTitle: {
      id: 'invoices.confirmation.title',
      defaultMessage: 'Thank you, the invoice is paid',
      description: 'Heading: payment settled',
    },
    receipt: {
      id: 'invoices.confirmation.receipt',
      defaultMessage: 'Receipt',
      description: 'Heading of the payment receipt',
    },
    paidWith: {
      id: 'invoices.confirmation.paidWith',
      defaultMessage: 'Paid with',
      description: 'Term: payment method',
    },
    paidAt: {
      id: 'invoices.confirmation.paidAt',
      defaultMessage: 'Paid at',
      description: 'Term: when the payment settled',
    },
    paymentId: {
      id: 'invoices.confirmation.paymentId',
      defaultMessage: 'Payment ID',
      description: 'Term: the id of the payment',
    },
    invoiceNumber: {
      id: 'invoices.confirmation.invoice',
      defaultMessage: 'Invoice',
      description: 'Term: the invoice number',
    },
    toInvoices: {
      id: 'invoices.confirmation.toInvoices',
      defaultMessage: 'Back to invoices',
      description: 'Link to the invoice list',
    },
    toInvoice: {
      id: 'invoices.confirmation.toInvoice',
      defaultMessage: 'View invoice',
      description: 'Link to the paid invoice',
    },
  }),
  openCount: defineMessage<{ count: number }>({
    id: 'invoices.totals.openCount',
    defaultMessage: '{count, plural, =0 {Nothing to pay} one {# unpaid invoice} other {# unpaid invoices}}',
    description: 'Under the sum to pay: how many invoices are unpaid',
  }),
  overdueCount: defineMessage<{ count: number }>({
    id: 'invoices.totals.overdueCount',
    defaultMessage:
      '{count, plural, =0 {Nothing overdue} one {# invoice past its due date} other {# invoices past their due date}}',
    description: 'Under the overdue sum',
  }),
  rowNumber: defineMessage<{ number: string }>({
    id: 'invoices.row.number',
    defaultMessage: 'Invoice {number}',
    description: 'An invoice row: its number',
  }),
  rowDue: defineMessage<{ date: string }>({
    id: 'invoices.row.due',
    defaultMessage: 'Due {date}',
    description: 'An invoice row: its due date, DD.MM.YYYY',
  }),
  rowOpen: defineMessage<{ amount: string }>({
    id: 'invoices.row.open',
    defaultMessage: '{amount} to pay',
    description: 'An invoice row: the amount still open of a partly paid invoice',
  }),
  showMore: defineMessage<{ count: number }>({
    id: 'invoices.showMore',
    defaultMessage: 'Show {count} more',
    description: 'Button under the invoice list that shows older invoices',
  }),
  shownOf: defineMessage<{ shown: number; total: number }>({
    id: 'invoices.shownOf',
    defaultMessage: 'Showing {shown} of {total}',
    description: 'Status under the invoice list',
  }),
  detailTitle: defineMessage<{ number: string }>({
    id: 'invoices.detail.title',
    defaultMessage: 'Invoice {number}',
    description: 'Heading of the page of an invoice',
  }),
  notFound: defineMessage<{ number: string }>({
    id: 'invoices.detail.notFound',
    defaultMessage: 'There is no invoice {number} on your account.',
    description: 'Shown for an invoice number the customer does not have',
  }),
  periodValue: defineMessage<{ from: string; to: string }>({
    id: 'invoices.detail.periodValue',
    defaultMessage: '{from} – {to}',
    description: 'The first and last day billed, DD.MM.YYYY',
  }),
  dueWas: defineMessage<{ date: string }>({
    id: 'invoices.detail.dueWas',
    defaultMessage: 'postponed from {date}',
    description: 'After the due date of a postponed invoice: the original one',
  }),
  pay: defineMessage<{ amount: string }>({
    id: 'invoices.pay',
    defaultMessage: 'Pay {amount}',
    description: 'Button: pay the open amount of an invoice',
  }),
  postponeText: defineMessage<{ number: string; from: string; to: string }>({
    id: 'invoices.postpone.text',
    defaultMessage:
      'The due date of invoice {number} moves from {from} to {to}. An invoice can be postponed once.',
    description: 'Body of the postpone confirmation',
  }),
  postponeConfirm: defineMessage<{ date: string }>({
    id: 'invoices.postpone.confirm',
    defaultMessage: 'Postpone to {date}',
    description: 'Confirm button of the postpone dialog',
  }),
  postponed: defineMessage<{ date: string }>({
    id: 'invoices.postpone.done',
    defaultMessage: 'The due date is now {date}.',
    description: 'Shown after postponing',
  }),
  copy: defineMessage<{ what: string }>({
    id: 'invoices.copy',
    defaultMessage: 'Copy {what}',
    description: 'Button that copies a payment detail, e.g. Copy IBAN',
  }),
  copied: defineMessage<{ what: string }>({
    id: 'invoices.copied',
    defaultMessage: '{what} copied',
    description: 'Said after copying a payment detail',
  }),
  unit_kWh: defineMessage<{ quantity: string }>({
    id: 'invoices.unit.kWh',
    defaultMessage: '{quantity} kWh',
    description: 'Quantity in kilowatt-hours (the number formatted)',
  }),
  unit_month: defineMessage<{ quantity: number }>({
    id: 'invoices.unit.month',
    defaultMessage: '{quantity, plural, one {# month} other {# months}}',
    description: 'Quantity in months',
  }),
  unit_piece: defineMessage<{ quantity: number }>({
    id: 'invoices.unit.piece',
    defaultMessage: '{quantity, plural, one {# pc} other {# pcs}}',
    description: 'Quantity in pieces',
  }),
  perUnit: defineMessage<{ price: string; unit: string }>({
    id: 'invoices.perUnit',
    defaultMessage: '{price}/{unit}',
    description: 'A unit price, e.g. 0.0452 €/kWh',
  }),
  usagePoint: defineMessage<{ utility: string; identifier: string }>({
    id: 'invoices.usagePoint',
    defaultMessage: '{utility} · {identifier}',
    description: 'Heading of the lines of a usage point: utility and GSRN/EIC',
  }),
  vatRow: defineMessage<{ rate: string; base: string }>({
    id: 'invoices.vat.row',
    defaultMessage: 'VAT {rate} % of {base}',
    description: 'Row: the VAT at a rate',
  }),
  explainMatches: defineMessage<{ kwh: string; amount: string }>({
    id: 'invoices.explain.matches',
    defaultMessage: 'Recalculated from {kwh} of readings: {amount}, the same as on the invoice.',
    description: 'The recalculation of one usage point matches the invoice',
  }),
  explainDiffers: defineMessage<{ kwh: string; amount: string; invoiced: string }>({
    id: 'invoices.explain.differs',
    defaultMessage:
      'Recalculated from {kwh} of readings: {amount}; the invoice says {invoiced}. Customer service can explain the difference.',
    description: 'The recalculation of one usage point does not match',
  }),
  spotCheaper: defineMessage<{ weighted: string; percent: string; market: string; night: string }>({
    id: 'invoices.explain.spotCheaper',
    defaultMessage:
      'Your average spot price was {weighted}, {percent} below the market average of {market}, because {night} of your use was at night (22–07).',
    description: 'The customer paid less than the plain average spot price',
  }),
  spotDearer: defineMessage<{ weighted: string; percent: string; market: string; night: string }>({
    id: 'invoices.explain.spotDearer',
    defaultMessage:
      'Your average spot price was {weighted}, {percent} above the market average of {market}: more of your use fell in the dearer hours. {night} of it was at night (22–07).',
    description: 'The customer paid more than the plain average spot price',
  }),
  spotSame: defineMessage<{ weighted: string }>({
    id: 'invoices.explain.spotSame',
    defaultMessage: 'Your average spot price was {weighted}, the same as the market average.',
    description: 'The weighted price of the customer equals the plain average',
  }),
  payTitle: defineMessage<{ number: string }>({
    id: 'invoices.pay.title',
    defaultMessage: 'Pay invoice {number}',
    description: 'Title of the pay dialog',
  }),
  payRedirect: defineMessage<{ provider: string }>({
    id: 'invoices.pay.redirect',
    defaultMessage: 'You will be taken to the page of {provider} and back here when you are done.',
    description: 'Note in the pay dialog',
  }),
  processingText: defineMessage<{ provider: string; number: string }>({
    id: 'invoices.processing.text',
    defaultMessage:
      'We are waiting for {provider} to confirm the payment of invoice {number}. This usually takes a few seconds; you can leave this page, the payment goes on.',
    description: 'Text while a payment is being confirmed',
  }),
  waitingText: defineMessage<{ amount: string; number: string }>({
    id: 'invoices.waiting.text',
    defaultMessage:
      'Your bank has accepted the payment of {amount} for invoice {number} and will complete it shortly, usually within a business day. You do not need to do anything; the invoice shows as paid once the money arrives.',
    description: 'Text: payment pending at the bank',
  }),
};
