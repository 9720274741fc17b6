import type { ColorScheme, ResolvedToken } from './types.ts';

const byPath = (tokens: readonly ResolvedToken[]) => new Map(tokens.map((t) => [t.path, t]));

/**
 * Component tokens point at semantic variables (`var(--vool-color-…)`) instead of repeating values,
 * so the dark block only re-points semantic names and every component follows.
 */
function declarationValue(token: ResolvedToken, index: Map<string, ResolvedToken>): string {
  const target = token.reference ? index.get(token.reference) : undefined;
  if (token.tier === 'component' && target && target.tier !== 'primitive') return `var(--${target.name})`;
  return token.value;
}

export function declarations(tokens: readonly ResolvedToken[]): Map<string, string> {
  const index = byPath(tokens);
  const out = new Map<string, string>();
  for (const token of tokens) {
    if (token.tier === 'primitive') continue;
    out.set(token.name, declarationValue(token, index));
  }
  return out;
}

const block = (selector: string, lines: Iterable<string>) =>
  `${selector} {\n${[...lines].map((l) => `  ${l}\n`).join('')}}\n`;

/** System colours for Windows High Contrast and other forced-colour modes, by semantic role. */
export function forcedColor(path: string): string | undefined {
  if (path.startsWith('shadow.')) return 'none';
  if (!path.startsWith('color.') || path.startsWith('color.data.')) return undefined;
  if (path.startsWith('color.border.focus.')) return 'Highlight';
  if (/\.disabled(\.|$)/.test(path) && !path.startsWith('color.background.')) return 'GrayText';
  if (path === 'color.background.selected.default') return 'Highlight';
  if (path === 'color.text.selected') return 'HighlightText';
  if (path.startsWith('color.text.link.')) return 'LinkText';
  if (/^color\.background\.(accent|neutral|danger)\.(default|hover|pressed)$/.test(path)) return 'ButtonFace';
  if (/^color\.(text|icon)\.on-/.test(path)) return 'ButtonText';
  if (path.startsWith('color.background.')) return 'Canvas';
  return 'CanvasText';
}

export function brandCss(
  id: string,
  schemes: Record<ColorScheme, readonly ResolvedToken[]>,
  fontFaces: string,
): string {
  const light = declarations(schemes.light);
  const dark = declarations(schemes.dark);
  const changed = [...dark].filter(([name, value]) => light.get(name) !== value);
  const root = `[data-brand="${id}"]`;
  const forced = schemes.light
    .filter((t) => t.tier !== 'primitive')
    .flatMap((t) => {
      const system = forcedColor(t.path);
      return system ? [`--${t.name}: ${system};`] : [];
    });
  return [
    `/* @vool/tokens — brand "${id}". Generated; edit brands/${id}/ instead. */\n`,
    fontFaces,
    block(root, ['color-scheme: light;', ...[...light].map(([n, v]) => `--${n}: ${v};`)]),
    block(`${root}[data-scheme="dark"]`, [
      'color-scheme: dark;',
      ...changed.map(([n, v]) => `--${n}: ${v};`),
    ]),
    `@media (forced-colors: active) {\n${block(`${root}, ${root}[data-scheme="dark"]`, forced)
      .split('\n')
      .map((l) => (l ? `  ${l}` : l))
      .join('\n')}}\n`,
  ].join('\n');
}

/** Brand-independent scales under :root, and the safe-area inset chosen by the standalone platform. */
export function baseCss(tokens: readonly ResolvedToken[]): string {
  const lines = tokens.map((t) => `--${t.name}: ${t.value};`);
  const inset = (platform: string) => `var(--vool-safe-area-${platform})`;
  return [
    '/* @vool/tokens — brand-independent scales. Generated. */\n',
    block(':root', lines),
    block(':root[data-standalone="ios"]', [`--vool-safe-area-inset: ${inset('ios')};`]),
    block(':root[data-standalone="android"]', [`--vool-safe-area-inset: ${inset('android')};`]),
  ].join('\n');
}
