import type { ContrastPair, PairKind } from './build/contrast.ts';

const surfaces = [
  'color.background.canvas.default',
  'color.background.surface.default',
  'color.background.surface.raised',
  'color.background.surface.sunken',
];
const fills = (role: string) =>
  ['default', 'hover', 'pressed'].map((state) => `color.background.${role}.${state}`);
const statuses = ['success', 'warning', 'danger', 'info'] as const;

function on(foreground: string, backgrounds: string[], kind: PairKind): ContrastPair[] {
  return backgrounds.map((background) => ({ foreground, background, kind }));
}

/**
 * Every foreground/background pair the components actually paint. The build checks each one in every
 * brand and scheme; add a pair here when a component puts a new token on a new background.
 */
export const contrastPairs: ContrastPair[] = [
  ...on('color.text.default', surfaces, 'body'),
  ...on('color.text.heading', surfaces, 'body'),
  ...on('color.text.muted', [...surfaces, 'color.background.input.default'], 'text'),
  ...on('color.text.link.default', surfaces, 'text'),
  ...on('color.text.link.hover', surfaces, 'text'),
  ...on('color.text.accent', [...surfaces, 'color.background.accent.subtle'], 'text'),
  ...on('color.text.on-accent', fills('accent'), 'text'),
  ...on('color.text.on-danger', fills('danger'), 'text'),
  ...on(
    'color.text.default',
    [
      ...fills('neutral'),
      'color.background.input.default',
      'color.background.accent.subtle',
      'color.background.selected.default',
    ],
    'text',
  ),
  ...on('color.text.selected', ['color.background.selected.default'], 'text'),
  ...statuses.flatMap((status) => [
    ...on(`color.text.${status}`, [...surfaces, `color.background.${status}.subtle`], 'text'),
    ...on(`color.text.on-${status}`, [`color.background.${status}.default`], 'text'),
    ...on(`color.icon.${status}`, ['color.background.surface.default'], 'ui'),
  ]),
  ...on('color.text.header.default', ['color.background.header.default'], 'text'),
  ...on('color.text.header.muted', ['color.background.header.default'], 'text'),
  ...on('color.text.topbar.default', ['color.background.topbar.default'], 'text'),
  ...on('color.text.footer.default', ['color.background.footer.default'], 'text'),
  ...on('color.text.footer.muted', ['color.background.footer.default'], 'text'),
  ...on('color.border.default', [...surfaces, 'color.background.input.default'], 'ui'),
  ...on('color.border.danger', ['color.background.surface.default', 'color.background.input.default'], 'ui'),
  ...on('color.border.accent', ['color.background.surface.default'], 'ui'),
  ...on('color.border.focus.default', surfaces, 'ui'),
  ...on('color.border.focus.header', ['color.background.header.default'], 'ui'),
  ...on(
    'color.border.focus.inverse',
    ['color.background.footer.default', 'color.background.topbar.default'],
    'ui',
  ),
  ...on('color.icon.default', ['color.background.surface.default'], 'ui'),
  ...on('color.icon.muted', ['color.background.surface.default'], 'ui'),
  ...on('color.icon.accent', ['color.background.surface.default'], 'ui'),
  ...on('color.icon.on-accent', ['color.background.accent.default'], 'ui'),
  ...on('color.icon.header', ['color.background.header.default'], 'ui'),
  ...['1', '2', '3', '4', '5', '6'].flatMap((n) =>
    on(`color.data.${n}`, ['color.background.surface.default'], 'ui'),
  ),
];
