import StyleDictionary from 'style-dictionary';
import type { DesignTokens, TransformedToken } from 'style-dictionary/types';
import { deepMerge, isGroup, type BrandSource } from './brands.ts';
import { fallbackFamily } from './fallback.ts';
import type { ColorScheme, ResolvedToken, Tier, TokenTree } from './types.ts';

export const prefix = 'vool';

/** `font.size.2xl` → `vool-font-size-2xl`: names follow the token path exactly, no case games. */
export const cssName = (path: readonly string[]) => [prefix, ...path].join('-');

const fallbackFonts = ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'];

/** Token paths below a tree, e.g. `color.text.default`. */
export function leafPaths(tree: TokenTree, base: string[] = []): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (key.startsWith('$') || !isGroup(value)) return [];
    return '$value' in value ? [[...base, key].join('.')] : leafPaths(value, [...base, key]);
  });
}

/**
 * Values a brand gets from brand.json rather than from token files: the primary shade aliases
 * (so hover and pressed follow whichever shade the brand calls its own), fonts and header height.
 */
export function injectedTokens(brand: BrandSource): { primitive: TokenTree; semantic: TokenTree } {
  const { defaultPrimaryShade: shade, fonts, headerHeight } = brand.config;
  const darker = (steps: number) => {
    const scale = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];
    return scale[scale.indexOf(shade) + steps];
  };
  const alias = (n: number | undefined) => ({ $value: `{color.primary.${n}}`, $type: 'color' });
  // The brand font, then its metric-matched fallback face (fallback.ts; the brand CSS declares it),
  // then the system fonts.
  const family = (name: string) => ({
    $value: [name, fallbackFamily(name), ...fallbackFonts],
    $type: 'fontFamily',
  });
  return {
    primitive: {
      color: { primary: { default: alias(shade), hover: alias(darker(1)), pressed: alias(darker(2)) } },
    },
    semantic: {
      font: { family: { body: family(fonts.body.family), heading: family(fonts.heading.family) } },
      size: { header: { height: { $value: `${headerHeight}px`, $type: 'dimension' } } },
    },
  };
}

interface Resolution {
  tokens: TokenTree;
  tiers: Record<string, Tier>;
}

async function resolve({ tokens, tiers }: Resolution): Promise<ResolvedToken[]> {
  const sd = new StyleDictionary({
    tokens: tokens as DesignTokens,
    usesDtcg: true,
    log: { verbosity: 'silent', warnings: 'disabled', errors: { brokenReferences: 'throw' } },
    hooks: {
      transforms: {
        'name/vool': { type: 'name', transform: (token: TransformedToken) => cssName(token.path) },
      },
    },
    platforms: {
      css: {
        transforms: ['name/vool', 'color/css', 'fontFamily/css', 'shadow/css/shorthand', 'cubicBezier/css'],
      },
    },
  });
  const { allTokens } = await sd.getPlatformTokens('css');
  return allTokens.map((token) => {
    const path = token.path.join('.');
    const source: unknown = token.original.$value;
    const single = typeof source === 'string' ? /^\{([^{}]+)\}$/.exec(source) : null;
    return {
      path,
      name: token.name,
      type: String(token.$type),
      value: String(token.$value),
      tier: tiers[path] ?? 'semantic',
      ...(single ? { reference: single[1] } : {}),
    };
  });
}

export interface SharedTiers {
  semantic: Record<ColorScheme, TokenTree>;
  component: TokenTree;
}

export class ContractError extends Error {
  override name = 'ContractError';
}

/** The semantic and component names every brand must fill: the typed contract. */
export function contractPaths(shared: SharedTiers, sample: BrandSource): string[] {
  const injected = injectedTokens(sample).semantic;
  return [...leafPaths(shared.semantic.light), ...leafPaths(injected), ...leafPaths(shared.component)].sort();
}

export async function resolveBrand(
  brand: BrandSource,
  scheme: ColorScheme,
  shared: SharedTiers,
): Promise<ResolvedToken[]> {
  const id = brand.config.id;
  const known = new Set(leafPaths(shared.semantic[scheme]));
  const overrides = deepMerge(brand.overrides.both, brand.overrides[scheme]);
  const unknown = leafPaths(overrides).filter((p) => !known.has(p));
  if (unknown.length) {
    throw new ContractError(
      `brand "${id}" ${scheme}: overrides unknown semantic token(s) ${unknown.join(', ')}`,
    );
  }
  const injected = injectedTokens(brand);
  const primitives = deepMerge(brand.primitives, injected.primitive);
  const tiers: Record<string, Tier> = {};
  for (const p of leafPaths(primitives)) tiers[p] = 'primitive';
  for (const p of leafPaths(shared.component)) tiers[p] = 'component';
  const semantic = deepMerge(deepMerge(shared.semantic[scheme], injected.semantic), overrides);
  const tokens = deepMerge(deepMerge(primitives, semantic), shared.component);
  try {
    return await resolve({ tokens, tiers });
  } catch (error) {
    throw new ContractError(`brand "${id}" ${scheme}: ${(error as Error).message}`);
  }
}

export async function resolveBase(base: TokenTree): Promise<ResolvedToken[]> {
  const tiers = Object.fromEntries(leafPaths(base).map((p) => [p, 'base' as const]));
  return resolve({ tokens: base, tiers });
}

/** Every brand × scheme must produce exactly the contract's names: no gaps, no extras. */
export function checkCompleteness(
  contract: readonly string[],
  tokens: readonly ResolvedToken[],
  where: string,
): void {
  const have = new Set(tokens.filter((t) => t.tier !== 'primitive').map((t) => t.path));
  const missing = contract.filter((p) => !have.has(p));
  const expected = new Set(contract);
  const extra = [...have].filter((p) => !expected.has(p));
  if (missing.length || extra.length) {
    const parts = [
      missing.length ? `missing ${missing.join(', ')}` : '',
      extra.length ? `not in the contract: ${extra.join(', ')}` : '',
    ].filter(Boolean);
    throw new ContractError(`${where}: ${parts.join('; ')}`);
  }
}
