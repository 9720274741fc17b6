import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

export const svgAssets = ['logo.svg', 'logo-dark.svg', 'favicon.svg', 'signin.svg', 'app-icon.svg'] as const;

/** File names in `dist/assets/<id>/`, as listed in the typed `brands` metadata. */
export const assetFiles = {
  logo: 'logo.svg',
  logoDark: 'logo-dark.svg',
  favicon: 'favicon.svg',
  faviconPng: 'favicon-32.png',
  signInArt: 'signin.svg',
  appIcon: 'app-icon.svg',
  icon192: 'icon-192.png',
  icon512: 'icon-512.png',
  iconMaskable: 'icon-maskable-512.png',
} as const;

function render(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
}

/** The "any" purpose icon gets rounded corners; the maskable one stays full-bleed for the OS to crop. */
function rounded(svg: string): string {
  const inner = svg.replace(/<\?xml[^>]*>\s*/, '');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">' +
    '<defs><clipPath id="r"><rect width="512" height="512" rx="112"/></clipPath></defs>' +
    `<g clip-path="url(#r)">${inner.replace('<svg ', '<svg width="512" height="512" ')}</g></svg>`
  );
}

export async function buildAssets(brandDir: string, id: string, outDir: string): Promise<void> {
  const from = path.join(brandDir, 'assets');
  const missing = svgAssets.filter((f) => !existsSync(path.join(from, f)));
  if (missing.length) throw new Error(`brand "${id}" is missing assets/${missing.join(', assets/')}`);
  const to = path.join(outDir, 'assets', id);
  await mkdir(to, { recursive: true });
  await Promise.all(svgAssets.map((f) => copyFile(path.join(from, f), path.join(to, f))));
  const favicon = await readFile(path.join(from, 'favicon.svg'), 'utf8');
  const icon = await readFile(path.join(from, 'app-icon.svg'), 'utf8');
  await Promise.all([
    writeFile(path.join(to, assetFiles.faviconPng), render(favicon, 32)),
    writeFile(path.join(to, assetFiles.icon192), render(rounded(icon), 192)),
    writeFile(path.join(to, assetFiles.icon512), render(rounded(icon), 512)),
    writeFile(path.join(to, assetFiles.iconMaskable), render(icon, 512)),
  ]);
}

/** The background colour an app icon declares, for the manifest's theme and the maskable icon. */
export async function appIconBackground(brandDir: string): Promise<string | undefined> {
  const icon = await readFile(path.join(brandDir, 'assets', 'app-icon.svg'), 'utf8');
  return /data-background="(#[0-9a-fA-F]{3,8})"/.exec(icon)?.[1];
}
