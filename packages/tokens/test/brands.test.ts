import { describe, expect, it } from '@jest/globals';
import { deepMerge, validateBrand } from '../src/build/brands.ts';
import type { BrandConfig, TokenTree } from '../src/build/types.ts';

const shades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];
const scale = (extra: number[] = []) =>
  Object.fromEntries([...shades, ...extra].map((s) => [s, { $value: '#000000', $type: 'color' }]));

const palette = (): TokenTree => ({
  color: {
    primary: scale(),
    neutral: scale([0, 1000]),
    success: scale(),
    warning: scale(),
    danger: scale(),
    info: scale(),
  },
  radius: { sm: { $value: '2px' }, md: { $value: '4px' }, lg: { $value: '8px' }, full: { $value: '9999px' } },
});

const config = (): BrandConfig => ({
  id: 'test',
  name: 'Test',
  companyName: 'Test Energia Oy',
  website: 'https://www.test-energia.example',
  countries: ['FI'],
  utilities: ['electricity'],
  defaultPrimaryShade: 600,
  headerHeight: 80,
  fonts: {
    body: { family: 'Inter', package: '@fontsource/inter', weights: [400] },
    heading: { family: 'Inter', package: '@fontsource/inter', weights: [700] },
  },
  customerService: { phone: '+358 1', email: 'a@b.example' },
});

describe('validateBrand', () => {
  it('accepts a complete brand', () => {
    expect(validateBrand(config(), palette(), 'test')).toEqual([]);
  });

  it('names every missing shade of the palette', () => {
    const tree = palette();
    const color = tree.color as Record<string, Record<string, unknown>>;
    delete color.primary!['700'];
    delete color.neutral!['1000'];
    expect(validateBrand(config(), tree, 'test')).toEqual([
      'missing color.primary.700',
      'missing color.neutral.1000',
    ]);
  });

  it('keeps the header between 75 and 100 px and needs darker shades for hover', () => {
    const problems = validateBrand(
      { ...config(), headerHeight: 120, defaultPrimaryShade: 900 },
      palette(),
      'test',
    );
    expect(problems).toContain('headerHeight 120 is outside 75–100 px');
    expect(problems).toContain(
      'defaultPrimaryShade needs two darker shades for hover and pressed (at most 800)',
    );
  });

  it('needs the utility website as an https origin (sign-out may return only there)', () => {
    for (const website of ['http://www.test-energia.example', 'https://evil.example/path', '']) {
      expect(validateBrand({ ...config(), website }, palette(), 'test')).toEqual([
        'website must be an https origin, e.g. https://www.example.com',
      ]);
    }
  });

  it('refuses countries and utilities Vool does not serve', () => {
    const bad = { ...config(), countries: ['SE'], utilities: ['water'] } as unknown as BrandConfig;
    expect(validateBrand(bad, palette(), 'test')).toEqual([
      'countries must be some of FI, EE, LV',
      'utilities must be some of electricity, gas, heating, microgeneration',
    ]);
  });
});

describe('deepMerge', () => {
  it('lets an override re-point a token and keep its type', () => {
    const merged = deepMerge(
      { color: { text: { default: { $value: '{a}', $type: 'color' }, muted: { $value: '{b}' } } } },
      { color: { text: { default: { $value: '{c}' } } } },
    );
    expect(merged).toEqual({
      color: { text: { default: { $value: '{c}', $type: 'color' }, muted: { $value: '{b}' } } },
    });
  });
});
