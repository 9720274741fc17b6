import { expect, test } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { files } from './app.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
// Next to the portal's and Storybook's ports, so E2E_PORT moves all three.
const port = Number(process.env.E2E_PORT ?? 18473) + 2;
const uiPackage = JSON.parse(readFileSync(path.join(repo, 'packages/ui/package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
const storybookPackage = JSON.parse(readFileSync(path.join(repo, 'apps/storybook/package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};

let dir: string;
let server: ChildProcess | undefined;

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, {
    cwd,
    stdio: 'pipe',
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  // Packing, installing from the registry cache and a Vite build take minutes on a busy 2-core machine.
  test.setTimeout(300_000);
  // Outside the workspace, so nothing resolves from the monorepo's node_modules.
  dir = mkdtempSync(path.join(os.tmpdir(), 'vool-consumer-'));
  const packs = path.join(dir, 'packs');
  mkdirSync(packs);
  for (const pkg of ['packages/tokens', 'packages/ui'])
    run('npm', ['pack', '--pack-destination', packs], path.join(repo, pkg));
  const tarballs = readdirSync(packs);
  const tarball = (name: string) => `file:packs/${tarballs.find((t) => t.startsWith(name))!}`;
  const dev = storybookPackage.devDependencies;
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name: 'vool-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@vool/tokens': tarball('vool-tokens-'),
        '@vool/ui': tarball('vool-ui-'),
        react: uiPackage.devDependencies.react,
        'react-dom': uiPackage.devDependencies['react-dom'],
        'react-aria-components': uiPackage.devDependencies['react-aria-components'],
      },
      devDependencies: { vite: dev.vite, '@vitejs/plugin-react': dev['@vitejs/plugin-react'] },
    }),
  );
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), contents);
  }
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], dir);
  run('npx', ['vite', 'build'], dir);
  server = spawn(
    process.execPath,
    [path.join(repo, 'scripts/serve-static.mjs'), path.join(dir, 'dist'), String(port)],
    { stdio: 'ignore' },
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
});

test.afterAll(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

test('a consumer that never imports charts installs no ECharts', () => {
  // echarts is an optional peer of @vool/ui, needed only by @vool/ui/charts.
  expect(existsSync(path.join(dir, 'node_modules/@vool/ui'))).toBe(true);
  expect(existsSync(path.join(dir, 'node_modules/echarts'))).toBe(false);
  expect(existsSync(path.join(dir, 'node_modules/zrender'))).toBe(false);
});

test('a Vite app built from the published tarballs renders a themed Button, Dialog and Table', async ({
  page,
}) => {
  const kiir = JSON.parse(readFileSync(path.join(repo, 'packages/tokens/dist/json/kiir.json'), 'utf8')) as {
    dark: Record<string, string>;
  };
  await page.goto(`http://127.0.0.1:${port}/`);
  const button = page.getByRole('button', { name: 'Pay invoice' });
  const hex = kiir.dark['color.background.accent.default']!;
  const rgb = `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  await expect(button).toHaveCSS('background-color', rgb);
  await expect(page.getByRole('rowheader', { name: '2025-104' })).toBeVisible();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Pay invoice 2025-104' });
  await expect(dialog).toBeVisible();
  // The app is in Riga (I18nProvider lv-LV) and passes no close label: @vool/ui says it in Latvian.
  await expect(dialog.getByRole('button', { name: 'Aizvērt' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});
