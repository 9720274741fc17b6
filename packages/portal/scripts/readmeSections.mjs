import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';

/**
 * Puts each body between its `<!-- name:start -->` and `<!-- name:end -->` in a README, and writes
 * the file as Prettier formats it (the test command checks the format: a table written as measured
 * would fail it).
 * @param {string} file
 * @param {Record<string, string>} sections
 */
export async function writeSections(file, sections) {
  let text = readFileSync(file, 'utf8');
  for (const [name, body] of Object.entries(sections)) {
    if (!text.includes(`<!-- ${name}:start -->`)) {
      throw new Error(`${file} has no <!-- ${name}:start --> … <!-- ${name}:end --> section`);
    }
    const pattern = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
    text = text.replace(pattern, () => `<!-- ${name}:start -->\n\n${body}\n\n<!-- ${name}:end -->`);
  }
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}
