import PDFDocument from 'pdfkit';
import type { Address, ContractKind, LocaleId, Product, Utility } from '@vool/api-client';
import type { PdfBrand } from '../invoices/pdf-brand.ts';
import { fontChain } from '../invoices/pdf-fonts.ts';
import { formats, startOfDay } from '../invoices/pdf-format.ts';
import { contentWidth, page } from '../invoices/pdf-layout.ts';
import { drawLogo, logoWidth } from '../invoices/pdf-logo.ts';
import { PdfText, type LineOptions } from '../invoices/pdf-text.ts';
import { pdfTexts } from '../invoices/pdf-texts.ts';
import type { Seller } from '../invoices/sellers.ts';
import { drawDetails, drawParties, drawProduct } from './pdf-sections.ts';
import { contractTexts } from './pdf-texts.ts';
import { pdfBytes } from '../invoices/pdf-bytes.ts';

/** What a contract document shows: a signed contract, or an agreement proposed for signing. */
export interface ContractDocument {
  /** The contract's number; null for a proposal, which has none until it is signed. */
  number: string | null;
  proposal: boolean;
  kind: ContractKind;
  utility: Utility | null;
  objectId: string;
  place: Address | null;
  counterparty: string;
  /** The seller's details, when the seller is the counterparty. */
  seller: Seller | undefined;
  customer: { name: string; code: string };
  product: Product | null;
  startDate: string;
  endDate: string | null;
  moveOutDate: string | null;
  delivery: 'email' | 'postal';
  signedAt: string | null;
}

export interface ContractPdfInput {
  contract: ContractDocument;
  locale: LocaleId;
  /** The site's time zone: the document is dated at the start of its signing (or start) day there. */
  timeZone: string;
  brand: PdfBrand;
  /** Deflate the page contents (default); tests read them uncompressed. */
  compress?: boolean;
}

/** The document being drawn, with the words and formats of its language. */
export class ContractSheet {
  y = 0;
  readonly t;
  readonly words;
  readonly f;
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly text: PdfText,
    readonly brand: PdfBrand,
    readonly contract: ContractDocument,
    readonly locale: LocaleId,
  ) {
    this.t = contractTexts[locale];
    this.words = pdfTexts[locale];
    this.f = formats(locale);
  }

  write(text: string, x: number, y: number, options: LineOptions) {
    return this.text.line(text, x, y, { color: this.brand.text, ...options });
  }

  /** A small upper-case heading in the brand's colour. */
  label(text: string, x: number, y: number, width?: number) {
    const options = { size: 7.5, weight: 'bold' as const, color: this.brand.accentText, width };
    this.write(text.toLocaleUpperCase(this.locale), x, y, options);
  }

  rule(x: number, y: number, width: number) {
    this.doc.rect(x, y, width, 0.75).fillColor(this.brand.border).fill();
  }
}

/**
 * The contract as an A4 PDF in the customer's language with the brand's logo, colours and typeface (the
 * invoice's helpers). The same contract gives the same bytes: its dates come from the contract.
 */
export async function renderContractPdf(input: ContractPdfInput): Promise<Buffer> {
  const { contract, locale, brand } = input;
  const t = contractTexts[locale];
  const title = contract.proposal ? t.proposal : `${t.title} ${contract.number ?? ''}`.trim();
  const dated = startOfDay((contract.signedAt ?? contract.startDate).slice(0, 10), input.timeZone);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    compress: input.compress ?? true,
    lang: locale,
    displayTitle: true,
    info: {
      Title: title,
      Author: contract.counterparty,
      Subject: title,
      Creator: brand.name,
      Producer: 'Vool',
      CreationDate: dated,
      ModDate: dated,
    },
  });
  return pdfBytes(doc, () => {
    const fonts = fontChain(brand.fontPackage, locale === 'ru-RU' ? 'cyrillic' : 'latin');
    const sheet = new ContractSheet(doc, new PdfText(doc, fonts), brand, contract, locale);
    drawHeader(sheet);
    drawParties(sheet);
    drawDetails(sheet);
    drawProduct(sheet);
    drawFooter(sheet);
  });
}

function drawHeader(sheet: ContractSheet) {
  const { doc, brand, t, contract } = sheet;
  const height = 70;
  doc.rect(0, 0, page.width, height).fillColor(brand.headerBackground).fill();
  doc.rect(0, height, page.width, 4).fillColor(brand.accent).fill();
  const logoHeight = 34;
  drawLogo(doc, brand.logoSvg, page.margin, (height - logoHeight) / 2, logoHeight);
  const room = contentWidth - logoWidth(brand.logoSvg, logoHeight) - 24;
  const right = { width: room, align: 'right' as const, color: brand.headerText };
  const x = page.width - page.margin - room;
  sheet.write(contract.proposal ? t.proposal : t.title, x, 13, { ...right, size: 22, weight: 'bold' });
  if (contract.number) sheet.write(contract.number, x, 42, { ...right, size: 10.5 });
  sheet.y = height + 20;
  if (!contract.proposal) return;
  // A proposal says so before anything else: it binds only once signed.
  doc.rect(page.margin, sheet.y, contentWidth, 26).fillColor(brand.accentSubtle).fill();
  doc.rect(page.margin, sheet.y, 4, 26).fillColor(brand.accent).fill();
  sheet.write(t.proposalNote, page.margin + 14, sheet.y + 8, {
    size: 9,
    weight: 'bold',
    width: contentWidth - 24,
  });
  sheet.y += 40;
}

/** The foot: who the contract is with, and the page number. */
function drawFooter(sheet: ContractSheet) {
  const { words, contract, brand } = sheet;
  const { seller } = contract;
  const y = page.height - 40;
  sheet.rule(page.margin, y, contentWidth);
  const who = seller
    ? [seller.name, `${words.registryCode} ${seller.registryCode}`, `${words.vatNumber} ${seller.vatNumber}`]
    : [contract.counterparty];
  const style = { size: 7, color: brand.muted };
  sheet.write(who.join(' · '), page.margin, y + 8, { ...style, width: contentWidth - 110 });
  sheet.write(words.page(1, 1), page.width - page.margin - 100, y + 8, {
    ...style,
    width: 100,
    align: 'right',
  });
}
