// Extracts the messages declared in code, checks translations/ against them, and compiles every
// locale's bundles to pre-parsed ASTs for the app. `--write` updates the English source from code.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const portal = fileURLToPath(new URL('..', import.meta.url));
const translations = path.join(portal, '../../translations');
const compiledDir = path.join(portal, 'src/i18n/compiled');
const formatjs = path.join(portal, '../../node_modules/.bin/formatjs');
const locales = ['en-GB', 'et-EE', 'fi-FI', 'sv-FI', 'ru-RU', 'lv-LV'];
const bundles = ['general', 'mobile'];
const idPattern = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$/;
const write = process.argv.includes('--write');
// The areas whose texts load with their page; the rest (sign-in, frame, errors, consent) load at start.
const { pageAreas } = JSON.parse(readFileSync(path.join(portal, 'src/i18n/areas.json'), 'utf8'));
const problems = [];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const bundleFile = (locale, bundle) => path.join(translations, locale, `${bundle}.json`);
const sorted = (object) => Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));

const scratch = mkdtempSync(path.join(tmpdir(), 'vool-messages-'));
try {
  const extractedFile = path.join(scratch, 'extracted.json');
  execFileSync(
    formatjs,
    [
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      'src/**/*.test.{ts,tsx}',
      '--out-file',
      extractedFile,
      '--throws',
    ],
    { cwd: portal, stdio: 'inherit' },
  );
  const extracted = readJson(extractedFile);
  const fromCode = {};
  for (const [id, { defaultMessage }] of Object.entries(extracted)) {
    if (!idPattern.test(id))
      problems.push(`${id}: give the message an explicit dotted id (area.screen.name)`);
    fromCode[id] = defaultMessage;
  }

  const sourceFile = bundleFile('en-GB', 'general');
  if (write) writeFileSync(sourceFile, `${JSON.stringify(sorted(fromCode), null, 2)}\n`);
  const source = readJson(sourceFile);
  for (const [id, text] of Object.entries(fromCode)) {
    if (source[id] !== text)
      problems.push(
        `en-GB/general.json: ${id} differs from the code (run npm run messages -w @vool/portal -- --write)`,
      );
  }
  for (const id of Object.keys(source)) {
    if (!(id in fromCode)) problems.push(`en-GB/general.json: ${id} is not used in the code`);
  }

  const argumentsOf = (message) => {
    const names = new Set();
    const walk = (elements) => {
      for (const element of elements) {
        if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element)
          names.add(element.value);
        if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
        if ('children' in element) walk(element.children);
      }
    };
    walk(parse(message));
    return [...names].sort().join(',');
  };

  const english = { general: source, mobile: readJson(bundleFile('en-GB', 'mobile')) };
  for (const id of Object.keys(english.mobile)) {
    if (!(id in source)) problems.push(`en-GB/mobile.json: ${id} has no general text to shorten`);
  }
  for (const locale of locales) {
    for (const bundle of bundles) {
      const file = bundleFile(locale, bundle);
      if (!existsSync(file)) {
        problems.push(`${locale}/${bundle}.json is missing`);
        continue;
      }
      const texts = readJson(file);
      for (const id of Object.keys(english[bundle])) {
        if (!(id in texts)) problems.push(`${locale}/${bundle}.json: ${id} is not translated`);
        else if (argumentsOf(texts[id]) !== argumentsOf(english[bundle][id])) {
          problems.push(`${locale}/${bundle}.json: ${id} has other placeholders than English`);
        }
      }
      for (const id of Object.keys(texts)) {
        if (!(id in english[bundle])) problems.push(`${locale}/${bundle}.json: ${id} is not in English`);
      }
    }
  }
  if (problems.length) {
    console.error(`Messages need attention:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }

  rmSync(compiledDir, { recursive: true, force: true });
  mkdirSync(compiledDir, { recursive: true });
  // One file per locale, bundle and area (see src/i18n/areas.ts): a page loads only its own texts.
  const areaOf = (id) => (pageAreas.includes(id.split('.')[0]) ? id.split('.')[0] : 'core');
  const compileAreas = (texts, name, extra = []) => {
    for (const area of ['core', ...pageAreas]) {
      const part = Object.fromEntries(Object.entries(texts).filter(([id]) => areaOf(id) === area));
      const output = path.join(compiledDir, `${name}.${area}.json`);
      // formatjs warns on an empty file; most areas have no shorter mobile texts.
      if (Object.keys(part).length === 0) {
        writeFileSync(output, '{}\n');
        continue;
      }
      const input = path.join(scratch, `${name}.${area}.json`);
      writeFileSync(input, JSON.stringify(part));
      execFileSync(
        formatjs,
        [
          'compile',
          input,
          '--ast',
          '--format',
          'simple',
          '--out-file',
          path.join(compiledDir, `${name}.${area}.json`),
          ...extra,
        ],
        { stdio: 'inherit' },
      );
    }
  };
  for (const locale of locales) {
    for (const bundle of bundles) compileAreas(readJson(bundleFile(locale, bundle)), `${locale}.${bundle}`);
  }
  // The development set: accented, longer texts that show what is not translated or gets clipped.
  for (const bundle of bundles) {
    compileAreas(readJson(bundleFile('en-GB', bundle)), `en-XA.${bundle}`, ['--pseudo-locale', 'en-XA']);
  }
  console.log(`messages: ${Object.keys(fromCode).length} ids × ${locales.length} locales compiled`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
