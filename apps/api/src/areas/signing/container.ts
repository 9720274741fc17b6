import PDFDocument from 'pdfkit';
import { PDFDocument as PdfFile, PDFName, PDFString } from 'pdf-lib';
import type { LocaleId } from '@vool/api-client';
import type { StoredSignature } from '../../db/schema.ts';
import type { PdfBrand } from '../invoices/pdf-brand.ts';
import { fontChain } from '../invoices/pdf-fonts.ts';
import { PdfText } from '../invoices/pdf-text.ts';
import { signatureTexts } from './container-texts.ts';
import { pdfBytes } from '../invoices/pdf-bytes.ts';

export interface SignedContractInput {
  /** The exact bytes that were signed (a Buffer here, a Uint8Array once cloned to a drawing thread). */
  agreement: Uint8Array;
  signature: StoredSignature;
  title: string;
  locale: LocaleId;
  /** The site's time zone, for the time of signing. */
  timeZone: string;
  brand: PdfBrand;
}

/**
 * The signed agreement as one PDF a customer opens anywhere: the agreement's pages, then a signature
 * page (who signed, when, the signature id and the document's SHA-256), with the exact bytes that were
 * signed (`agreement.pdf`) and the gateway's signature (`signature.json`) embedded as attachments.
 * A production gateway returns an ASiC-E (BDOC) container or a PAdES signature; this keeps the same
 * three parts (document, signature, signer) while needing nothing but a PDF reader to look at.
 */
export async function signedContainer(input: SignedContractInput): Promise<Buffer> {
  const { agreement, signature, ...place } = input;
  const file = await PdfFile.create();
  const original = await PdfFile.load(agreement);
  for (const copied of await file.copyPages(original, original.getPageIndices())) file.addPage(copied);
  const last = await PdfFile.load(await signaturePage(signature, place));
  const [page] = await file.copyPages(last, [0]);
  file.addPage(page);
  const signedAt = new Date(signature.signedAt);
  await file.attach(agreement, 'agreement.pdf', {
    mimeType: 'application/pdf',
    description: 'The document as signed',
    creationDate: signedAt,
    modificationDate: signedAt,
  });
  await file.attach(Buffer.from(JSON.stringify(signature, null, 2)), 'signature.json', {
    mimeType: 'application/json',
    description: 'The signature over the document',
    creationDate: signedAt,
    modificationDate: signedAt,
  });
  file.setTitle(place.title);
  file.setSubject(`Signed by ${signature.signer} (${signature.signatureId})`);
  file.setProducer('Vool');
  file.setCreationDate(signedAt);
  file.setModificationDate(signedAt);
  // Opens with the attachments pane, where the signed bytes are.
  file.catalog.set(PDFName.of('PageMode'), PDFName.of('UseAttachments'));
  file.catalog.set(PDFName.of('Lang'), PDFString.of(place.locale));
  return Buffer.from(await file.save());
}

async function signaturePage(
  signature: StoredSignature,
  place: { brand: PdfBrand; locale: LocaleId; timeZone: string },
): Promise<Buffer> {
  const { brand } = place;
  const t = signatureTexts[place.locale];
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Producer: 'Vool' } });
  return pdfBytes(doc, () => {
    const text = new PdfText(
      doc,
      fontChain(brand.fontPackage, place.locale === 'ru-RU' ? 'cyrillic' : 'latin'),
    );
    const at = new Intl.DateTimeFormat(place.locale, {
      dateStyle: 'short',
      timeStyle: 'medium',
      timeZone: place.timeZone,
    }).format(new Date(signature.signedAt));
    doc.rect(0, 0, 595.28, 8).fill(brand.accent);
    text.line(t.title, 40, 48, { size: 20, weight: 'bold' });
    const rows: Array<[string, string]> = [
      [t.signer, signature.signer],
      [t.code, signature.signerCode],
      [t.signedAt, at],
      [t.signatureId, signature.signatureId],
      [t.hash, signature.documentSha256],
    ];
    rows.forEach(([label, value], i) => {
      const y = 100 + i * 34;
      text.line(label, 40, y, { size: 9, color: '#5b5a66' });
      text.line(value, 40, y + 12, { size: 11, width: 515 });
    });
    text.block(t.note, 40, 290, { size: 10, width: 515, color: '#3d3c47' });
  });
}
