import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  colorSchemes,
  countries,
  shades,
  utilities,
  type BrandConfig,
  type ColorScheme,
  type TokenTree,
} from './types.ts';

export interface BrandSource {
  config: BrandConfig;
  dir: string;
  /** Primitive tokens: the files in `tokens/` other than the semantic overrides. */
  primitives: TokenTree;
  /**
   * Semantic tokens this brand re-points: in both schemes (`tokens/semantic.json`) and per scheme
   * (`tokens/semantic.<scheme>.json`, applied last).
   */
  overrides: Record<ColorScheme | 'both', TokenTree>;
}

export class BrandError extends Error {
  override name = 'BrandError';
}

const paletteGroups = ['primary', 'neutral', 'success', 'warning', 'danger', 'info'] as const;
const neutralExtremes = [0, 1000] as const;
const radii = ['sm', 'md', 'lg', 'full'] as const;

async function readJson<T>(file: string): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    throw new BrandError(`${file}: ${(error as Error).message}`);
  }
}

export function deepMerge(target: TokenTree, source: TokenTree): TokenTree {
  const out: TokenTree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = out[key];
    if (isGroup(current) && isGroup(value)) {
      const leaves = '$value' in current || '$value' in value;
      // A leaf override keeps the default's $type and description unless it sets its own.
      out[key] = leaves ? { ...current, ...value } : deepMerge(current, value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

export function isGroup(value: unknown): value is TokenTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function has(tree: TokenTree, dotPath: string): boolean {
  let node: unknown = tree;
  for (const part of dotPath.split('.')) {
    if (!isGroup(node) || !(part in node)) return false;
    node = node[part];
  }
  return isGroup(node) && '$value' in node;
}

/** brand.json as read from disk: any field may be missing until validated. */
export type Unchecked<T> = { [K in keyof T]?: T[K] extends object ? Unchecked<T[K]> : T[K] };

/** Checks brand.json and the primitive palette; every problem is reported at once. */
export function validateBrand(config: Unchecked<BrandConfig>, primitives: TokenTree, id: string): string[] {
  const problems: string[] = [];
  if (config.id !== id) problems.push(`brand.json id "${config.id}" differs from folder "${id}"`);
  for (const key of ['name', 'companyName'] as const) {
    if (!config[key]) problems.push(`brand.json needs ${key}`);
  }
  if (!config.countries?.length || config.countries.some((c) => !c || !countries.includes(c))) {
    problems.push(`countries must be some of ${countries.join(', ')}`);
  }
  if (!config.utilities?.length || config.utilities.some((u) => !u || !utilities.includes(u))) {
    problems.push(`utilities must be some of ${utilities.join(', ')}`);
  }
  const shade = config.defaultPrimaryShade;
  if (shade === undefined || !shades.includes(shade)) {
    problems.push(`defaultPrimaryShade must be one of ${shades.join(', ')}`);
  } else if (shade > 800) {
    problems.push('defaultPrimaryShade needs two darker shades for hover and pressed (at most 800)');
  }
  const height = config.headerHeight ?? Number.NaN;
  if (!(height >= 75 && height <= 100)) {
    problems.push(`headerHeight ${height} is outside 75–100 px`);
  }
  for (const role of ['body', 'heading'] as const) {
    const font = config.fonts?.[role];
    if (!font?.family || !font.package || !font.weights?.length) {
      problems.push(`fonts.${role} needs family, package and weights`);
    }
  }
  if (!/^https:\/\/[a-z0-9.-]+\/?$/.test(config.website ?? '')) {
    problems.push('website must be an https origin, e.g. https://www.example.com');
  }
  if (!config.customerService?.phone || !config.customerService.email) {
    problems.push('customerService needs phone and email');
  }
  for (const group of paletteGroups) {
    for (const shade of shades) {
      if (!has(primitives, `color.${group}.${shade}`)) problems.push(`missing color.${group}.${shade}`);
    }
  }
  for (const shade of neutralExtremes) {
    if (!has(primitives, `color.neutral.${shade}`)) problems.push(`missing color.neutral.${shade}`);
  }
  for (const radius of radii) {
    if (!has(primitives, `radius.${radius}`)) problems.push(`missing radius.${radius}`);
  }
  return problems;
}

export async function loadBrand(dir: string): Promise<BrandSource> {
  const id = path.basename(dir);
  const config = await readJson<Unchecked<BrandConfig>>(path.join(dir, 'brand.json'));
  const tokenDir = path.join(dir, 'tokens');
  const files = (await readdir(tokenDir)).filter((f) => f.endsWith('.json')).sort();
  let primitives: TokenTree = {};
  const overrides: Record<ColorScheme | 'both', TokenTree> = { both: {}, light: {}, dark: {} };
  for (const file of files) {
    const tree = await readJson<TokenTree>(path.join(tokenDir, file));
    const scheme =
      file === 'semantic.json' ? 'both' : colorSchemes.find((s) => file === `semantic.${s}.json`);
    if (scheme) overrides[scheme] = tree;
    else primitives = deepMerge(primitives, tree);
  }
  const problems = validateBrand(config, primitives, id);
  if (problems.length) {
    throw new BrandError(`brand "${id}" is incomplete:\n  - ${problems.join('\n  - ')}`);
  }
  return { config: config as BrandConfig, dir, primitives, overrides };
}

export async function loadBrands(brandsDir: string): Promise<BrandSource[]> {
  const entries = await readdir(brandsDir, { withFileTypes: true });
  const dirs = entries
    .filter((e) => e.isDirectory() && existsSync(path.join(brandsDir, e.name, 'brand.json')))
    .map((e) => path.join(brandsDir, e.name))
    .sort();
  if (!dirs.length) throw new BrandError(`no brands found in ${brandsDir}`);
  return Promise.all(dirs.map(loadBrand));
}
