import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const packageDir = path.resolve(__dirname, '..');
const brandsDir = path.resolve(packageDir, '../../brands');
const cli = path.join(packageDir, 'src/build/cli.ts');

async function build(brands: string, out: string) {
  try {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', cli, '--brands', brands, '--out', out],
      {
        cwd: packageDir,
      },
    );
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;

function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'vool-tokens-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('the token build', () => {
  let out: string;
  let ids: string[];

  beforeAll(async () => {
    out = path.join(tmp, 'all');
    const result = await build(brandsDir, out);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    ids = (await readdir(brandsDir, { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  }, 60_000);

  it('builds all twelve brands in light and dark', async () => {
    expect(ids).toHaveLength(12);
    for (const id of ids) {
      const css = await readFile(path.join(out, 'css', `${id}.css`), 'utf8');
      expect(css).toContain(`[data-brand="${id}"] {`);
      expect(css).toContain(`[data-brand="${id}"][data-scheme="dark"] {`);
      for (const scheme of ['light', 'dark']) {
        const chart = await readJson<{ color: string[] }>(path.join(out, 'echarts', `${id}.${scheme}.json`));
        expect(chart.color).toHaveLength(6);
      }
    }
  });

  it('gives every brand and scheme exactly the same semantic and component names', async () => {
    const semanticNames = (values: Record<string, string>, primitives: Set<string>) =>
      Object.keys(values)
        .filter((k) => !primitives.has(k))
        .sort();
    const isPrimitive = (k: string) =>
      /^color\.(primary|neutral|success|warning|danger|info)\.|^radius\./.test(k);
    const sets: string[][] = [];
    for (const id of ids) {
      const json = await readJson<Record<'light' | 'dark', Record<string, string>>>(
        path.join(out, 'json', `${id}.json`),
      );
      for (const scheme of ['light', 'dark'] as const) {
        sets.push(semanticNames(json[scheme], new Set(Object.keys(json[scheme]).filter(isPrimitive))));
      }
    }
    expect(sets).toHaveLength(24);
    for (const names of sets) expect(names).toEqual(sets[0]);
    expect(sets[0]).toEqual(
      expect.arrayContaining(['color.text.default', 'button.primary.background.hover', 'size.header.height']),
    );
  });

  it("applies a brand's scheme-independent re-points to both schemes", async () => {
    const kiir = await readJson<Record<'light' | 'dark', Record<string, string>>>(
      path.join(out, 'json', 'kiir.json'),
    );
    expect([kiir.light['shape.control'], kiir.dark['shape.control']]).toEqual(['9999px', '9999px']);
  });

  it('writes typed modules whose contract names match the CSS variables', async () => {
    const contract = await readFile(path.join(out, 'contract.js'), 'utf8');
    const dts = await readFile(path.join(out, 'brands.d.ts'), 'utf8');
    expect(contract).toContain('"default": "vool-color-text-default"');
    expect(dts).toContain(`export type ThemeId = ${ids.map((id) => `"${id}"`).join(' | ')};`);
    const css = await readFile(path.join(out, 'css', 'aurora.css'), 'utf8');
    expect(css).toContain('--vool-color-text-default:');
    const base = await readFile(path.join(out, 'css', 'base.css'), 'utf8');
    expect(base).toContain('--vool-size-topbar-height: 42px;');
    expect(base).toContain(
      ':root[data-standalone="ios"] {\n  --vool-safe-area-inset: var(--vool-safe-area-ios);',
    );
    expect(base).toContain('--vool-safe-area-android: 24px;');
  });

  it('ships the ECharts theme mapping that wrote every chart theme', async () => {
    const shipped = path.join(out, 'echarts-theme.js');
    expect(await readFile(path.join(out, 'echarts-theme.d.ts'), 'utf8')).toContain(
      'export declare function echartsTheme(read: TokenReader): EChartsTheme;',
    );
    expect(await readFile(path.join(out, 'index.js'), 'utf8')).toContain(
      "export * from './echarts-theme.js';",
    );
    // The shipped module, run as a consumer runs it (one process), gives each brand's theme from its values.
    const script =
      `import { readFileSync } from 'node:fs';\n` +
      `import { cssVariable, echartsTheme } from ${JSON.stringify(pathToFileURL(shipped).href)};\n` +
      `const themes = {};\n` +
      `for (const id of process.argv.slice(1)) {\n` +
      `  const json = JSON.parse(readFileSync(${JSON.stringify(path.join(out, 'json'))} + '/' + id + '.json', 'utf8'));\n` +
      `  for (const scheme of ['light', 'dark']) themes[id + '.' + scheme] = echartsTheme((p) => json[scheme][p]);\n` +
      `}\n` +
      `process.stdout.write(JSON.stringify({ name: cssVariable('color.data.1'), themes }));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script, ...ids]);
    const { name, themes } = JSON.parse(stdout) as { name: string; themes: Record<string, unknown> };
    expect(Object.keys(themes)).toHaveLength(24);
    for (const [key, theme] of Object.entries(themes)) {
      expect(theme).toEqual(await readJson(path.join(out, 'echarts', `${key}.json`)));
    }
    expect(await readFile(path.join(out, 'css', 'aurora.css'), 'utf8')).toContain(`${name}:`);
  });

  it('self-hosts each brand font and points every @font-face at a copied file', async () => {
    for (const id of ids) {
      const css = await readFile(path.join(out, 'css', `${id}.css`), 'utf8');
      const urls = [...css.matchAll(/url\(\.\.\/fonts\/([^)]+)\)/g)].map((m) => m[1]!);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(existsSync(path.join(out, 'fonts', url))).toBe(true);
    }
    const families = new Set(
      await Promise.all(
        ids.map(
          async (id) =>
            (await readJson<{ light: Record<string, string> }>(path.join(out, 'json', `${id}.json`))).light[
              'font.family.body'
            ],
        ),
      ),
    );
    expect(families.size).toBeGreaterThanOrEqual(4);
  });

  it('follows each brand font with its metric-matched fallback face, in the CSS and in every font stack', async () => {
    const themes = await readFile(path.join(out, 'themes.js'), 'utf8');
    for (const id of ids) {
      const { fonts } = await readJson<{ fonts: Record<'body' | 'heading', { family: string }> }>(
        path.join(brandsDir, id, 'brand.json'),
      );
      const css = await readFile(path.join(out, 'css', `${id}.css`), 'utf8');
      const json = await readJson<Record<'light' | 'dark', Record<string, string>>>(
        path.join(out, 'json', `${id}.json`),
      );
      for (const role of ['body', 'heading'] as const) {
        const family = fonts[role].family;
        const fallback = `'${family} Fallback'`;
        const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
          .map((m) => m[1]!)
          .filter((body) => body.includes(`font-family: ${fallback};`));
        expect(faces.map((body) => /font-weight: (\d+);/.exec(body)?.[1])).toEqual(['400', '700']);
        for (const body of faces) {
          expect(body).toMatch(/src: local\('Arial[^']*'\), /);
          expect(body).toMatch(/local\('Liberation Sans[^']*'\)/);
          expect(body).toMatch(/local\('Arimo[^']*'\)/);
          expect(body).not.toContain('url(');
          for (const descriptor of [
            'size-adjust',
            'ascent-override',
            'descent-override',
            'line-gap-override',
          ]) {
            expect(body).toMatch(new RegExp(`\\n  ${descriptor}: \\d+(\\.\\d+)?%;`));
          }
          // It stands in only for letters the brand font's files cover.
          const covered = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
            .map((m) => m[1]!)
            .filter((b) => b.includes(`font-family: '${family}';`))
            .flatMap((b) => /unicode-range: ([^;]+);/.exec(b)![1]!.split(','));
          const range = /unicode-range: ([^;]+);/.exec(body)![1]!.split(',');
          expect(new Set(range)).toEqual(new Set(covered));
        }
        const quoted = family.includes(' ') ? `'${family}'` : family;
        const stack = `${quoted}, ${fallback}, system-ui,`;
        expect(css).toContain(`--vool-font-family-${role}: ${stack}`);
        for (const scheme of ['light', 'dark'] as const) {
          expect(json[scheme][`font.family.${role}`]).toMatch(new RegExp(`^${stack}`));
        }
        expect(themes).toContain(`"${role}":"${stack}`);
      }
    }
    // Figtree has no Cyrillic, so Russian text keeps going to the system font, not to scaled Arial.
    const aurora = await readFile(path.join(out, 'css', 'aurora.css'), 'utf8');
    expect(aurora).toContain("font-family: 'Figtree Fallback';");
    expect(aurora).not.toContain('U+0400-045F');
  });

  it('renders favicons and installable-app icons at their sizes', async () => {
    for (const id of ids) {
      const dir = path.join(out, 'assets', id);
      expect(pngSize(await readFile(path.join(dir, 'favicon-32.png')))).toEqual({ width: 32, height: 32 });
      expect(pngSize(await readFile(path.join(dir, 'icon-192.png')))).toEqual({ width: 192, height: 192 });
      expect(pngSize(await readFile(path.join(dir, 'icon-512.png')))).toEqual({ width: 512, height: 512 });
      expect(pngSize(await readFile(path.join(dir, 'icon-maskable-512.png')))).toEqual({
        width: 512,
        height: 512,
      });
    }
  });

  it('records the contrast ratio of every declared pair', async () => {
    type Report = Record<string, Record<string, Array<{ ratio: number; required: number }>>>;
    const report = await readJson<Report>(path.join(out, 'json', 'contrast.json'));
    expect(Object.keys(report).sort()).toEqual([...ids].sort());
    for (const schemes of Object.values(report)) {
      for (const pairs of Object.values(schemes)) {
        for (const pair of pairs) expect(pair.ratio).toBeGreaterThanOrEqual(pair.required);
      }
    }
  });
});

describe('the build refuses a broken brand', () => {
  async function fixture(name: string, change: (dir: string) => Promise<void>) {
    const brands = path.join(tmp, name);
    await cp(path.join(brandsDir, 'aurora'), path.join(brands, 'aurora'), { recursive: true });
    await change(path.join(brands, 'aurora'));
    return build(brands, path.join(tmp, `${name}-out`));
  }

  it('fails the contrast gate for a planted low-contrast pair, naming pair, brand, scheme and ratio', async () => {
    const result = await fixture('low-contrast', (dir) =>
      writeFile(
        path.join(dir, 'tokens', 'semantic.dark.json'),
        JSON.stringify({ color: { text: { muted: { $value: '{color.neutral.700}' } } } }),
      ),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /aurora dark: color\.text\.muted on color\.background\.surface\.default is \d\.\d\d:1, needs 4\.5:1 \(text\)/,
    );
    expect(existsSync(path.join(tmp, 'low-contrast-out'))).toBe(false);
  }, 30_000);

  it('fails when the palette lacks a shade the semantic tier needs', async () => {
    const result = await fixture('missing-shade', async (dir) => {
      const file = path.join(dir, 'tokens', 'color.json');
      const tokens = await readJson<{ color: { primary: Record<string, unknown> } }>(file);
      delete tokens.color.primary['950'];
      await writeFile(file, JSON.stringify(tokens));
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('brand "aurora" is incomplete');
    expect(result.stderr).toContain('missing color.primary.950');
  }, 30_000);

  it('fails when a brand re-points a semantic token that is not in the contract', async () => {
    const result = await fixture('unknown-token', (dir) =>
      writeFile(
        path.join(dir, 'tokens', 'semantic.light.json'),
        JSON.stringify({ color: { text: { mutd: { $value: '{color.neutral.600}' } } } }),
      ),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'brand "aurora" light: overrides unknown semantic token(s) color.text.mutd',
    );
  }, 30_000);
});
