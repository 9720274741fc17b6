/**
 * Draws a pdfkit document and answers its bytes: `draw` writes the pages, then the document ends and
 * every chunk it streamed is joined. A drawing error rejects instead of leaving the stream open.
 */
export async function pdfBytes(doc: PDFKit.PDFDocument, draw: () => void): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  draw();
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
