import { describe, expect, it } from '@jest/globals';
import { brandCss, forcedColor } from '../src/build/css.ts';
import type { ResolvedToken } from '../src/build/types.ts';

const token = (path: string, value: string, extra: Partial<ResolvedToken> = {}): ResolvedToken => ({
  path,
  name: `vool-${path.replace(/\./g, '-')}`,
  type: 'color',
  value,
  tier: 'semantic',
  ...extra,
});

describe('brandCss', () => {
  const light = [
    token('color.primary.600', '#123456', { tier: 'primitive' }),
    token('color.background.accent.default', '#123456', { reference: 'color.primary.600' }),
    token('color.text.default', '#111111'),
    token('button.primary.background.default', '#123456', {
      tier: 'component',
      reference: 'color.background.accent.default',
    }),
  ];
  const dark = [
    token('color.primary.600', '#123456', { tier: 'primitive' }),
    token('color.background.accent.default', '#abcdef'),
    token('color.text.default', '#111111'),
    light[3]!,
  ];
  const css = brandCss('x', { light, dark }, '');

  it('scopes light values to the brand and dark values to brand + scheme', () => {
    expect(css).toContain('[data-brand="x"] {\n  color-scheme: light;');
    expect(css).toContain(
      '[data-brand="x"][data-scheme="dark"] {\n  color-scheme: dark;\n  --vool-color-background-accent-default: #abcdef;\n}',
    );
  });

  it('leaves primitives out and points component tokens at semantic variables', () => {
    expect(css).not.toContain('--vool-color-primary-600');
    expect(css).toContain(
      '--vool-button-primary-background-default: var(--vool-color-background-accent-default);',
    );
  });

  it('maps roles to system colours in forced-colours mode', () => {
    expect(css).toMatch(/@media \(forced-colors: active\) \{[^@]*--vool-color-text-default: CanvasText;/);
  });
});

describe('forcedColor', () => {
  it.each([
    ['color.text.link.default', 'LinkText'],
    ['color.border.focus.default', 'Highlight'],
    ['color.background.accent.default', 'ButtonFace'],
    ['color.text.on-accent', 'ButtonText'],
    ['color.text.disabled', 'GrayText'],
    ['color.background.surface.default', 'Canvas'],
    ['shadow.raised', 'none'],
  ])('%s → %s', (path, system) => {
    expect(forcedColor(path)).toBe(system);
  });

  it('leaves chart colours alone so series stay apart', () => {
    expect(forcedColor('color.data.1')).toBeUndefined();
  });
});
