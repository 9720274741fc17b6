/**
 * How an address is folded for search: letters with diacritics to their base letter ("Pärnu" and
 * "parnu" are the same word), everything but a–z and 0–9 to one space. The database computes it for
 * every place (`locations.search_address`, migration 0011) and the search folds what is typed with
 * `foldText`, from the same table, so the two always agree.
 *
 * Frozen with migration 0011: the stored column was computed with it, so a change needs a migration
 * that computes the column again.
 */

/** Both cases of Latin-1 and Latin Extended-A letters whose decomposition is one ASCII letter. */
function foldPairs(): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let code = 0xc0; code <= 0x17f; code++) {
    const letter = String.fromCharCode(code);
    const base = letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (/^[a-z]$/.test(base)) pairs.push([letter, base]);
  }
  return pairs;
}

const pairs = foldPairs();
const table = new Map(pairs);

/** translate()'s two strings: the letters, and their base letters at the same positions. */
export const foldFrom = pairs.map(([letter]) => letter).join('');
export const foldTo = pairs.map(([, base]) => base).join('');

/**
 * The SQL of a folded text, `lower` before `translate` as in the column: `translate` maps both cases
 * anyway, so a database whose `lower` leaves non-ASCII letters alone folds the same.
 */
export const foldSql = (expression: string) =>
  `trim(regexp_replace(translate(lower(${expression}), '${foldFrom}', '${foldTo}'), '[^a-z0-9]+', ' ', 'g'))`;

/** What a typed text is searched as: the same folding, in JavaScript. */
export function foldText(text: string): string {
  let folded = '';
  for (const character of text) {
    const mapped = table.get(character);
    folded += mapped ?? (character.charCodeAt(0) < 0x80 ? character.toLowerCase() : ' ');
  }
  return folded.replace(/[^a-z0-9]+/g, ' ').trim();
}
