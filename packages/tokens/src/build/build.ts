import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contrastPairs } from '../contrast-pairs.ts';
import { appIconBackground, assetFiles, buildAssets } from './assets.ts';
import { deepMerge, loadBrands, type BrandSource } from './brands.ts';
import { writeCompressedCopies } from './compress.ts';
import { checkPairs, ContrastError, type ContrastFailure, type ContrastPair } from './contrast.ts';
import { baseCss, brandCss } from './css.ts';
import {
  checkCompleteness,
  contractPaths,
  resolveBase,
  resolveBrand,
  type SharedTiers,
} from './dictionary.ts';
import { echartsTheme } from './echarts.ts';
import { fontFaces, fontsToLoad } from './fonts.ts';
import { runtimeFiles } from './runtime.ts';
import { colorSchemes, type ColorScheme, type ResolvedToken, type TokenTree } from './types.ts';
import { typescriptModules } from './typescript.ts';

const srcDir = fileURLToPath(new URL('..', import.meta.url));

export interface BuildOptions {
  brandsDir: string;
  outDir: string;
  /** Pairs for the contrast gate; the declared list by default. */
  pairs?: readonly ContrastPair[];
}

export interface BuildReport {
  brands: string[];
  pairsChecked: number;
  milliseconds: number;
}

async function readTree(dir: string): Promise<TokenTree> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  let tree: TokenTree = {};
  for (const file of files) {
    tree = deepMerge(tree, JSON.parse(await readFile(path.join(dir, file), 'utf8')) as TokenTree);
  }
  return tree;
}

async function loadShared(): Promise<SharedTiers & { base: TokenTree }> {
  const read = (file: string) =>
    readFile(path.join(srcDir, file), 'utf8').then((t) => JSON.parse(t) as TokenTree);
  return {
    semantic: { light: await read('semantic/light.json'), dark: await read('semantic/dark.json') },
    component: await readTree(path.join(srcDir, 'component')),
    base: await readTree(path.join(srcDir, 'base')),
  };
}

type Resolved = Record<string, Record<ColorScheme, ResolvedToken[]>>;

function gate(resolved: Resolved, pairs: readonly ContrastPair[]) {
  const failures: ContrastFailure[] = [];
  const report: Record<string, Record<string, unknown>> = {};
  for (const [brand, schemes] of Object.entries(resolved)) {
    report[brand] = {};
    for (const scheme of colorSchemes) {
      const values = new Map(schemes[scheme].map((t) => [t.path, t.value]));
      const valueOf = (p: string) => {
        const v = values.get(p);
        if (v === undefined) throw new Error(`contrast pair names unknown token ${p}`);
        return v;
      };
      const results = checkPairs(pairs, valueOf);
      report[brand][scheme] = results.map((r) => ({ ...r, ratio: Math.round(r.ratio * 100) / 100 }));
      failures.push(...results.filter((r) => !r.pass).map((r) => ({ ...r, brand, scheme })));
    }
  }
  if (failures.length) throw new ContrastError(failures);
  return report;
}

const flat = (tokens: readonly ResolvedToken[]) => Object.fromEntries(tokens.map((t) => [t.path, t.value]));

async function writeAll(outDir: string, files: Array<[string, string | Buffer]>) {
  await Promise.all(
    files.map(async ([file, contents]) => {
      const target = path.join(outDir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, contents);
    }),
  );
}

async function brandMetadata(brand: BrandSource, light: readonly ResolvedToken[]) {
  const accent = light.find((t) => t.path === 'color.background.accent.default')!.value;
  return {
    ...brand.config,
    themeColor: (await appIconBackground(brand.dir)) ?? accent,
    assets: { ...assetFiles },
  };
}

export async function buildTokens({
  brandsDir,
  outDir,
  pairs = contrastPairs,
}: BuildOptions): Promise<BuildReport> {
  const started = performance.now();
  const shared = await loadShared();
  const brands = await loadBrands(brandsDir);
  const [base, ...perBrand] = await Promise.all([
    resolveBase(shared.base),
    ...brands.map(async (b) => {
      const [light, dark] = await Promise.all(colorSchemes.map((s) => resolveBrand(b, s, shared)));
      return [b.config.id, { light: light!, dark: dark! }] as const;
    }),
  ]);
  const resolved: Resolved = Object.fromEntries(perBrand);
  const contract = contractPaths(shared, brands[0]!);
  for (const [id, schemes] of Object.entries(resolved)) {
    for (const scheme of colorSchemes)
      checkCompleteness(contract, schemes[scheme], `brand "${id}" ${scheme}`);
  }
  const contrast = gate(resolved, pairs);

  await rm(outDir, { recursive: true, force: true });
  const copiedFonts = new Set<string>();
  const files: Array<[string, string]> = [
    ['css/base.css', baseCss(base)],
    ['json/base.json', JSON.stringify(flat(base), null, 2)],
    ['json/contrast.json', JSON.stringify(contrast)],
  ];
  const metadata = [];
  for (const brand of brands) {
    const id = brand.config.id;
    const schemes = resolved[id]!;
    const faces = await fontFaces(fontsToLoad(brand.config.fonts), outDir, copiedFonts);
    files.push(
      [`css/${id}.css`, brandCss(id, schemes, faces)],
      [`json/${id}.json`, JSON.stringify({ light: flat(schemes.light), dark: flat(schemes.dark) }, null, 2)],
      ...colorSchemes.map((s): [string, string] => [
        `echarts/${id}.${s}.json`,
        JSON.stringify(echartsTheme(schemes[s]), null, 2),
      ]),
    );
    metadata.push(await brandMetadata(brand, schemes.light));
  }
  const sample = resolved[brands[0]!.config.id]!.light.filter((t) => t.tier !== 'primitive');
  files.push(...typescriptModules({ contract: sample, base, brands: metadata, themes: resolved }));
  files.push(...(await runtimeFiles()));
  await Promise.all([writeAll(outDir, files), ...brands.map((b) => buildAssets(b.dir, b.config.id, outDir))]);
  await writeCompressedCopies(outDir);

  return {
    brands: brands.map((b) => b.config.id),
    pairsChecked: pairs.length * brands.length * colorSchemes.length,
    milliseconds: Math.round(performance.now() - started),
  };
}
