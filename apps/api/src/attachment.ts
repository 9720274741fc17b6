/** `Content-Disposition: attachment`, the name both plain and as RFC 5987 UTF-8 for names beyond ASCII. */
export function attachment(filename: string): string {
  const plain = filename.replace(/[^A-Za-z0-9._-]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${plain}"; filename*=UTF-8''${encoded}`;
}
