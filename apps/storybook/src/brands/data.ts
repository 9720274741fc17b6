import contrastReport from '@vool/tokens/json/contrast.json';
import type { ThemeId } from '@vool/tokens/brands';

export type Scheme = 'light' | 'dark';

interface Checked {
  foreground: string;
  background: string;
  ratio: number;
  required: number;
}

const report = contrastReport as unknown as Record<string, Record<Scheme, Checked[]>>;

/** The ratio the token build measured for a pair, so the page shows the same number the gate checked. */
export function ratioOf(
  brand: ThemeId,
  scheme: Scheme,
  foreground: string,
  background: string,
): Checked | undefined {
  return report[brand]?.[scheme].find((p) => p.foreground === foreground && p.background === background);
}

/** The swatches a designer checks first, each with the background it is paired with. */
export const keySwatches = [
  { label: 'Accent', fill: 'color.background.accent.default', text: 'color.text.on-accent' },
  { label: 'Accent hover', fill: 'color.background.accent.hover', text: 'color.text.on-accent' },
  { label: 'Surface', fill: 'color.background.surface.default', text: 'color.text.default' },
  { label: 'Muted text', fill: 'color.background.surface.default', text: 'color.text.muted' },
  { label: 'Link', fill: 'color.background.surface.default', text: 'color.text.link.default' },
  { label: 'Danger', fill: 'color.background.danger.default', text: 'color.text.on-danger' },
  { label: 'Success', fill: 'color.background.success.subtle', text: 'color.text.success' },
  { label: 'Warning', fill: 'color.background.warning.subtle', text: 'color.text.warning' },
  { label: 'Info', fill: 'color.background.info.subtle', text: 'color.text.info' },
  { label: 'Header', fill: 'color.background.header.default', text: 'color.text.header.default' },
] as const;
