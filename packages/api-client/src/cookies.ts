/** The `user-id` cookie (spec §7), readable by script; undefined outside a browser. */
export function userIdFromCookie(cookieString?: string): string | undefined {
  const source = cookieString ?? (typeof document === 'undefined' ? '' : document.cookie);
  for (const part of source.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== 'user-id') continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw) || undefined;
    } catch {
      return raw || undefined;
    }
  }
  return undefined;
}
