/**
 * The file name from a Content-Disposition header (spec §9), or null when it names none.
 * RFC 6266: `filename*` (RFC 5987, `charset'lang'percent-encoded`) wins over `filename`, which may be
 * a token or a quoted string with backslash escapes. Any directory part is dropped, so a hostile
 * server cannot suggest `../../.bashrc`.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const params = parseParameters(header);
  const extended = params.get('filename*');
  const decoded = extended === undefined ? null : decodeExtended(extended);
  const name = decoded ?? params.get('filename') ?? null;
  return name === null ? null : safeName(name);
}

/** Splits `type; a=b; c="d;e"` into lower-cased parameter names and raw values, quotes honoured. */
function parseParameters(header: string): Map<string, string> {
  const params = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const match of header.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    if (params.has(name)) continue; // the first occurrence counts
    const value = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3]!.trim();
    params.set(name, value);
  }
  return params;
}

function decodeExtended(value: string): string | null {
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(value.trim());
  if (!match) return null;
  const charset = match[1]!.toLowerCase();
  const encoded = match[2]!;
  try {
    if (charset === 'utf-8' || charset === 'utf8') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1' || charset === 'latin1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  } catch {
    return null; // malformed percent-encoding: fall back to the plain filename
  }
  return null;
}

function safeName(name: string): string | null {
  const base = name
    .split(/[/\\]/)
    .pop()!
    // Control characters (newlines, NUL) have no place in a file name.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return base === '' || base === '.' || base === '..' ? null : base;
}
