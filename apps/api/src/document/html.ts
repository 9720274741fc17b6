const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => entities[c]!);

/** JSON inside <script>: `<` is escaped so no value can close the tag. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Tagged template that escapes every interpolation unless it is already `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    const parts = Array.isArray(value) ? value : [value];
    out += parts.map((p) => (p instanceof Html ? p.value : escapeHtml(String(p ?? '')))).join('');
    out += strings[i + 1]!;
  });
  return new Html(out);
}
